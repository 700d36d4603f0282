// The api's tests sit where the code they test sits (api-test-layout.mjs): the real tree passes,
// and a tree with a test at the top, in support/, under a feature that does not exist or straight
// in features/ is reported. `node --test scripts/lint/api-test-layout.test.mjs`; run by the lint
// step of `npm test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { misplacedTests } from './api-test-layout.mjs';

it('every api test sits under test/features/<feature>/, platform/, rules/ or contracts/', () => {
  assert.deepEqual(misplacedTests(), []);
});

it('reports tests outside those folders', () => {
  const api = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-layout-'));
  try {
    const touch = (file) => {
      fs.mkdirSync(path.dirname(path.join(api, file)), { recursive: true });
      fs.writeFileSync(path.join(api, file), '');
    };
    fs.mkdirSync(path.join(api, 'src/features/hiring/routes'), { recursive: true });
    for (const file of [
      'test/features/hiring/applications.test.ts',
      'test/features/hiring/deep/more.test.ts',
      'test/platform/auth.test.ts',
      'test/rules/firestore-rules.test.ts',
      'test/contracts/endpoints.contract.test.ts',
      'test/support/test-app.ts',
      'test/roles.test.ts',
      'test/support/helper.test.ts',
      'test/features/billing/invoices.test.ts',
      'test/features/stray.test.ts',
      'test/hardening/cors.test.ts',
    ])
      touch(file);
    assert.deepEqual(
      misplacedTests(api).map((problem) => problem.split(':')[0]),
      [
        'test/features/billing/invoices.test.ts',
        'test/features/stray.test.ts',
        'test/hardening/cors.test.ts',
        'test/roles.test.ts',
        'test/support/helper.test.ts',
      ],
    );
  } finally {
    fs.rmSync(api, { recursive: true, force: true });
  }
});
