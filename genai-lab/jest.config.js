const { createJestConfig } = require('../jest.preset');

module.exports = createJestConfig({ dir: __dirname, environment: 'node', testTimeout: 30000 });
