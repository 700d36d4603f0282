#!/usr/bin/env node
// The CLI runs the TypeScript sources through tsx, so `npx hiregen-genai` works right after
// `npm ci` with no build step.
require('tsx/cjs/api').register();
require('../src/cli/main.ts')
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  });
