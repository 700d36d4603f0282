// `npx jest` at the root runs every workspace's unit tests as one multi-project run.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // A global option: in a multi-project run the projects' own testTimeout is not applied, so the
  // longest any workspace asks for (api, genai: 30 s) is set here.
  testTimeout: 30_000,
  // `npm test` runs two workers; one that has grown past this between suites (jsdom, the engine's
  // data) is replaced rather than left to hit the heap limit and take its next suites with it.
  workerIdleMemoryLimit: '1GB',
  projects: workspaces.map((dir) => path.join(__dirname, dir, 'jest.config.js')).filter((file) => fs.existsSync(file)),
};
