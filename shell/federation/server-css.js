// The stylesheets a server render needs, in import order. In a server-render bundle every imported
// .css file becomes a call to add() (server-css-loader.js), so a render module sends exactly the
// styles of the components it renders, as the browser build's style-loader would inject them.
const sheets = [];

module.exports = {
  add(text) {
    sheets.push(text);
  },
  /** Every stylesheet the bundle imported, joined. */
  serverCss() {
    return sheets.join('\n');
  },
};
