const { createAppConfig } = require('../webpack.common');
const { remotes } = require('../apps.config');

const app = remotes.find((r) => r.dir === 'remote-public');

module.exports = createAppConfig({
  dir: __dirname,
  name: app.container,
  port: app.port,
  title: app.title,
  exposes: {
    './HomePage': './src/pages/home/HomePage.tsx',
    './ServicesArea': './src/pages/services/ServicesArea.tsx',
    './CandidateAtsPage': './src/pages/candidate-ats/CandidateAtsPage.tsx',
    './MockInterviewPage': './src/pages/mock-interview/MockInterviewPage.tsx',
    './ForHrPage': './src/pages/for-hr/ForHrPage.tsx',
    './PrivacyPolicyPage': './src/pages/privacy-policy/PrivacyPolicyPage.tsx',
    './ContactPage': './src/pages/contact/ContactPage.tsx',
    './SearchPage': './src/pages/search/SearchPage.tsx',
    './JobPage': './src/pages/job/JobPage.tsx',
    './SharedResumePage': './src/pages/shared-resume/SharedResumePage.tsx',
  },
});
