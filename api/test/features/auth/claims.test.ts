// Custom claims have one writer (features/auth/service/claims.ts `writeClaims`): choosing a role, an Admin's
// grant and an organisation change all leave the same merged claim set (role + orgId + any other
// claim), and no other api file calls `setCustomUserClaims`.
import fs from 'node:fs';
import path from 'node:path';
import { mergeClaims, setAccountClaims } from '../../../src/features/auth/service/claims';
import { chooseRole, grantRole } from '../../../src/features/auth/service/roles';
import { observer, type Observer } from '../admin/admin-fixtures';
import { signUp } from '../../support/emulator-accounts';

describe('mergeClaims', () => {
  test('sets role, keeps orgId and every claim it does not own', () => {
    expect(mergeClaims({ orgId: 'org-1', beta: true }, { role: 'HR' })).toEqual({ role: 'HR', orgId: 'org-1', beta: true });
  });
  test('null removes a claim; omitted keeps it', () => {
    expect(mergeClaims({ role: 'HR', orgId: 'org-1', beta: true }, { role: 'Candidate', orgId: null })).toEqual({ role: 'Candidate', beta: true });
    expect(mergeClaims({ role: 'HR', orgId: 'org-1' }, { role: null })).toEqual({ orgId: 'org-1' });
  });
  test('a non-string role or orgId claim is not carried over', () => {
    expect(mergeClaims({ role: 7, orgId: { id: 'x' } }, {})).toEqual({});
  });
});

describe('every path writes the same claim set', () => {
  let watch: Observer;
  beforeAll(() => {
    watch = observer();
  });
  afterAll(() => watch.close());

  const services = () => ({ auth: watch.auth, firestore: watch.firestore, storeTimeoutMs: 10_000 });
  const start = { orgId: 'org-claims', beta: true };

  async function accountWithClaims(label: string) {
    const account = await signUp(label, `${label} tester`);
    await watch.auth.setCustomUserClaims(account.uid, start);
    return account;
  }
  const claimsOf = async (uid: string) => (await watch.auth.getUser(uid)).customClaims;

  test('choosing a role, a grant and setAccountClaims agree', async () => {
    const [chosen, granted, set] = await Promise.all([accountWithClaims('chooser'), accountWithClaims('grantee'), accountWithClaims('setter')]);
    await chooseRole(
      { ...services(), adminEmails: new Set(), allowUnverifiedAdminEmails: true },
      { uid: chosen.uid, email: chosen.email, emailVerified: true, name: null, role: null, orgId: 'org-claims' },
      'Interviewer',
      undefined,
    );
    await grantRole(services(), { uid: granted.uid }, 'Interviewer');
    await setAccountClaims(services(), set.uid, { role: 'Interviewer' });

    const expected = { role: 'Interviewer', orgId: 'org-claims', beta: true };
    expect(await claimsOf(chosen.uid)).toEqual(expected);
    expect(await claimsOf(granted.uid)).toEqual(expected);
    expect(await claimsOf(set.uid)).toEqual(expected);
  });
});

test('no api file but features/auth/service/claims.ts calls setCustomUserClaims', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const callers: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && /\.setCustomUserClaims\(/.test(fs.readFileSync(full, 'utf8'))) callers.push(path.relative(root, full));
    }
  };
  for (const dir of ['src', 'scripts', 'seed']) walk(path.join(root, dir));
  // local-journal wraps the method by name (a string), it does not call it.
  expect(callers).toEqual([path.join('src', 'features', 'auth', 'service', 'claims.ts')]);
});
