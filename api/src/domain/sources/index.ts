/** A user's sources of data: their names, which one an upload goes to, adding a statement's rows, and transfers between them. */
export * from './source-names';
export * from './proposal';
export * from './dedupe';
export * from './transfers';
