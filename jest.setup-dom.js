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

// jsdom's File has no arrayBuffer() and its crypto no subtle; browsers have both (the upload
// screen keys files by their SHA-256). Node's Web Crypto is the same API.
Blob.prototype.arrayBuffer ??= function arrayBuffer() {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};
if (globalThis.crypto && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: require('node:crypto').webcrypto.subtle, configurable: true });
}
