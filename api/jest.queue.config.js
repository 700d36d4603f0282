// `npm run test:queue -w api`: the Pub/Sub transport against the real emulator, with worker
// processes (test/features/uploads/queue/*.queue.ts). Not part of `npm test`: it starts a JVM and workers.
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/features/uploads/queue/**/*.queue.ts'],
  testRegex: undefined,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 300_000,
  // The Pub/Sub client keeps sockets for a moment after close.
  forceExit: true,
};
