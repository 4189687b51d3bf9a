// Webpack loader for server-render bundles (server-render.ts): a .css file registers its text with
// the bundle's one copy of server-css.js instead of being injected into a document.
const registry = require.resolve('./server-css.js');

module.exports = function serverCssLoader(source) {
  return `require(${JSON.stringify(registry)}).add(${JSON.stringify(source)});`;
};
