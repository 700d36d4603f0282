const { createJestConfig } = require('../jest.preset');

module.exports = createJestConfig({ dir: __dirname, environment: 'jsdom', setup: [require.resolve('../jest.setup-dom.js')] });
