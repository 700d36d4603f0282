const path = require('node:path');
const { createAppConfig } = require('../webpack.common');
const { shell } = require('../apps.config');

module.exports = createAppConfig({
  dir: __dirname,
  name: shell.container,
  port: shell.port,
  title: shell.title,
  host: true,
  runtimePlugins: [
    path.join(__dirname, 'src/federation/runtime-plugins/provide-runtime-core.ts'),
    path.join(__dirname, 'src/federation/runtime-plugins/retry-remote-entry.ts'),
    path.join(__dirname, 'src/federation/runtime-plugins/remote-fallback.ts'),
  ],
});
