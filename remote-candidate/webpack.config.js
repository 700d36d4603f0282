const { createAppConfig } = require('../webpack.common');
const { remotes } = require('../apps.config');

const app = remotes.find((r) => r.dir === 'remote-candidate');

module.exports = createAppConfig({
  dir: __dirname,
  name: app.container,
  port: app.port,
  title: app.title,
  exposes: {
    './Dashboard': './src/app/Dashboard.tsx',
    // The public builder at /genai-resume-builder (signed out: local-only; Candidate: their account).
    './ResumeBuilder': './src/app/PublicResumeBuilder.tsx',
  },
});
