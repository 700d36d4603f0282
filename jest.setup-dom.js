// DOM test setup shared by the UI workspaces.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {};
