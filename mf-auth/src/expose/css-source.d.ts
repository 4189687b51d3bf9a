/**
 * A stylesheet's default import is its text in the prerender's node build (webpack.prerender.ts), which
 * inlines it into the page; the browser build imports stylesheets only for their effect.
 */
declare module '*.css' {
  const text: string;
  export default text;
}
