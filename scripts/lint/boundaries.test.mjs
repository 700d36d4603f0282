// The import boundaries of eslint.config.mjs still fire: small sources that break each rule, linted
// as if they were files at those places in the repo, must be reported as errors, and sources
// that keep the rules must not. If someone turns the boundary rule off or loosens a policy, this
// fails. Run by `npm test` (lint step) and alone: `node --test scripts/lint/boundaries.test.mjs`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repo });

/** The boundary errors ESLint reports for `code` as if it were the file at `file` (repo-relative). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  assert.ok(result, `ESLint linted ${file}`);
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${file} parses`);
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies' && message.severity === 2);
}

const BREAKS = [
  [
    'an app imports another app (relative path)',
    'remote-candidate/src/app/Fixture.tsx',
    "import Dashboard from '../../../remote-admin/src/app/Dashboard';\nexport const x = Dashboard;\n",
  ],
  ['an app imports another app (package name)', 'remote-public/src/pages/Fixture.tsx', "import { App } from 'shell/src/app/App';\nexport const x = App;\n"],
  ['the shell imports a remote', 'shell/src/app/Fixture.tsx', "export const load = () => import('../../../remote-candidate/src/app/Dashboard');\n"],
  ['genai imports react', 'genai/src/Fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  ['genai imports the design system', 'genai/src/Fixture.ts', "import { notify } from 'shared-ui';\nexport const x = notify;\n"],
  ['genai imports an app', 'genai/src/Fixture.ts', "export * from '../../remote-public/src/pages/home/HomePage';\n"],
  ['the api imports UI', 'api/src/Fixture.ts', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;\n"],
  ['the api imports an app', 'api/src/Fixture.ts', "const page = require('../../remote-admin/src/app/Dashboard');\nexport const x = page;\n"],
  [
    'an api service imports routes',
    'api/src/features/hiring/service/Fixture.ts',
    "import { hiringRoutes } from '../routes/hiring';\nexport const x = hiringRoutes;\n",
  ],
  [
    "an api feature's routes import another feature's routes",
    'api/src/features/keys/routes/Fixture.ts',
    "import { adminRoute } from '../../admin/routes/route-options';\nexport const x = adminRoute;\n",
  ],
  [
    'the api platform imports a feature',
    'api/src/platform/Fixture.ts',
    "import { readJob } from '../features/hiring/service/applications';\nexport const x = readJob;\n",
  ],
  ['a feature of the api imports UI', 'api/src/features/hiring/service/Fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  ['shared-ui imports an app', 'shared-ui/src/Fixture.tsx', "import Dashboard from '../../remote-admin/src/app/Dashboard';\nexport const x = Dashboard;\n"],
  ['shared-schemas imports shared-auth', 'shared-schemas/src/Fixture.ts', "import { apiFetch } from 'shared-auth';\nexport const x = apiFetch;\n"],
  [
    'the api imports the engine past its exports map',
    'api/src/Fixture.ts',
    "import { llmConfigFromEnv } from 'genai/src/llm/llm-config';\nexport const x = llmConfigFromEnv;\n",
  ],
  [
    'a feature imports the engine by a relative path',
    'remote-public/src/features/interview-practice/components/Fixture.tsx',
    "import { countWords } from '../../../../../genai/src/text/word-count';\nexport const x = countWords;\n",
  ],
  ['an app imports the internals meant for the lab', 'remote-candidate/src/lib/Fixture.ts', "import { words } from 'genai/lab';\nexport const x = words;\n"],
  [
    'an api test imports an engine test file',
    'api/test/Fixture.test.ts',
    "import { makeDocxResume } from '../../genai/test/document-fixtures';\nexport const x = makeDocxResume;\n",
  ],
  [
    'the lab imports the engine by a relative path',
    'genai-lab/eval/Fixture.ts',
    "import { parseJob } from '../../genai/src/jobs/parse-job';\nexport const x = parseJob;\n",
  ],
  ['the engine imports its lab', 'genai/src/Fixture.ts', "import { HELD_OUT_JOBS } from '../../genai-lab/corpus/jobs';\nexport const x = HELD_OUT_JOBS;\n"],
  ['the lab imports react', 'genai-lab/eval/Fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  [
    'a feature imports another feature',
    'remote-candidate/src/features/jobs/components/Fixture.tsx',
    "import { TailorPage } from '../../tailor/components/TailorPage';\nexport const x = TailorPage;\n",
  ],
  [
    "an app's shared folder imports a feature",
    'remote-candidate/src/lib/Fixture.ts',
    "import { TailorPage } from '../features/tailor/components/TailorPage';\nexport const x = TailorPage;\n",
  ],
];

const KEEPS = [
  [
    "a feature imports its own files, its app's lib and shared packages",
    'remote-candidate/src/features/jobs/components/Fixture.tsx',
    "import { useState } from 'react';\nimport { notify } from 'shared-ui';\nimport type { JsonResume } from 'shared-schemas';\nimport { useResumes } from '../../../lib/resumes/useResumes';\nimport { JobsPage } from './JobsPage';\nexport const x: [unknown, unknown, JsonResume | null, unknown, unknown] = [useState, notify, null, useResumes, JobsPage];\n",
  ],
  [
    'an app composes its features',
    'remote-candidate/src/app/Fixture.tsx',
    "import { TailorPage } from '../features/tailor/components/TailorPage';\nexport const x = TailorPage;\n",
  ],
  [
    'genai imports shared-schemas and resume-templates',
    'genai/src/Fixture.ts',
    "import type { JsonResume } from 'shared-schemas';\nimport { listTemplates } from 'resume-templates';\nexport const x: [JsonResume | null, unknown] = [null, listTemplates];\n",
  ],
  [
    "a feature imports the engine's word-count entry",
    'remote-public/src/features/interview-practice/components/Fixture.tsx',
    "import { countWords } from 'genai/word-count';\nexport const x = countWords;\n",
  ],
  [
    'the lab imports the engine, its internals, data and test fixtures by the exports map',
    'genai-lab/eval/Fixture.ts',
    "import { parseJob } from 'genai';\nimport { words } from 'genai/lab';\nimport weights from 'genai/data/job-skill-weights.json';\nimport { scanPdf } from 'genai/test-fixtures';\nexport const x = [parseJob, words, weights, scanPdf];\n",
  ],
  [
    "an api test imports the engine's test fixtures",
    'api/test/Fixture.test.ts',
    "import { makeDocxResume } from 'genai/test-fixtures';\nexport const x = makeDocxResume;\n",
  ],
  [
    "an api route imports its feature's service, another feature's service and the platform",
    'api/src/features/uploads/routes/Fixture.ts',
    "import { receiveUpload } from '../service/receive-upload';\nimport { readJob } from '../../hiring/service/applications';\nimport { HttpError } from '../../../platform/errors';\nexport const x = [receiveUpload, readJob, HttpError];\n",
  ],
  [
    "an api route imports its own feature's routes and the platform's route options",
    'api/src/features/admin/routes/Fixture.ts',
    "import { adminRoute } from './route-options';\nimport { signedInRoute } from '../../../platform/route-options';\nexport const x = [adminRoute, signedInRoute];\n",
  ],
  [
    'the api imports genai and node built-ins',
    'api/src/Fixture.ts',
    "import fs from 'node:fs';\nimport * as engine from 'genai';\nexport const x = [fs, engine];\n",
  ],
];

describe('import boundaries (eslint.config.mjs)', () => {
  for (const [what, file, code] of BREAKS) {
    it(`reports ${what}`, async () => {
      const errors = await boundaryErrors(file, code);
      assert.equal(errors.length, 1, `${what}: expected one boundaries/dependencies error in ${file}, got ${JSON.stringify(errors.map((e) => e.message))}`);
    });
  }
  for (const [what, file, code] of KEEPS) {
    it(`allows ${what}`, async () => {
      assert.deepEqual(
        (await boundaryErrors(file, code)).map((e) => e.message),
        [],
      );
    });
  }
});
