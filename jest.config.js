// `npx jest` at the root runs every workspace's unit tests as one multi-project run.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces
    .map((dir) => path.join(__dirname, dir, 'jest.config.js'))
    .filter((file) => fs.existsSync(file)),
};
