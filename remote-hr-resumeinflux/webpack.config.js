const { createAppConfig } = require('../webpack.common');
const { remotes } = require('../apps.config');

const app = remotes.find((r) => r.dir === 'remote-hr-resumeinflux');

module.exports = createAppConfig({
  dir: __dirname,
  name: app.container,
  port: app.port,
  title: app.title,
  exposes: {
    './Dashboard': './src/app/Dashboard.tsx',
    './ResumeinfluxArea': './src/app/ResumeinfluxArea.tsx',
    // The signed-out pages on their own, so their first load is not the whole area's.
    './HomePage': './src/pages/ResumeinfluxHomePage.tsx',
    './LoginPage': './src/pages/HrLoginPage.tsx',
    './SignupPage': './src/pages/HrSignupPage.tsx',
    './InvitePage': './src/pages/InvitePage.tsx',
  },
});
