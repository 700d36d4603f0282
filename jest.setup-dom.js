// DOM test setup shared by the UI workspaces.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {};

// jsdom has no matchMedia; the toast libraries ask it about reduced motion.
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});
