export function add(text: string): void;
/** Every stylesheet the server-render bundle imported, joined in import order. */
export function serverCss(): string;
