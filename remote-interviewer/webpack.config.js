const { createAppConfig } = require('../webpack.common');
const { remotes } = require('../apps.config');

const app = remotes.find((r) => r.dir === 'remote-interviewer');

module.exports = createAppConfig({
  dir: __dirname,
  name: app.container,
  port: app.port,
  title: app.title,
  exposes: { './Dashboard': './src/app/Dashboard.tsx' },
});
