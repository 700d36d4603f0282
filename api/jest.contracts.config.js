// `npm run test:contracts -w api`: every endpoint once against its contract in shared-schemas
// (test/contracts/*.contract.ts). Not part of `npm test`: one app with the engine warmed and ~75
// calls take ~30 s on the CI machine, past the suite's time budget; run it when a route or an
// answer shape changes (api/README.md, "Contracts").
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/contracts/**/*.contract.ts'],
  testRegex: undefined,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
