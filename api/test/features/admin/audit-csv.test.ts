// The audit log's CSV goes through the shared formula guard (shared-schemas' csvCell): a value a
// spreadsheet would run — fullwidth, after spaces, or behind a ";" separator — reaches it inert.
import { auditCsv } from '../../../src/features/admin/routes/audit';

test('the audit CSV defuses every formula starter and quotes ";"', () => {
  const entry = (target: string) => ({ id: 'e', actorUid: 'u1', action: 'organization.rename', target, details: {}, at: '2026-11-27T05:00:00.000Z' });
  const lines = auditCsv([entry('\uFF1DHYPERLINK("http://x")'), entry('  =1+1'), entry(';=1+1'), entry('\uFF20SUM(A1)')]).split('\r\n');
  expect(lines[0]).toBe('at,actorUid,actorName,actorEmail,action,target,targetName,targetEmail,details');
  const targets = lines.slice(1, 5).map((line) => line.split(',u1,,,organization.rename,')[1]!.replace(/,,,"\{\}"$|,,,\{\}$/, ''));
  expect(targets).toEqual([`"'\uFF1DHYPERLINK(""http://x"")"`, "'  =1+1", '";=1+1"', "'\uFF20SUM(A1)"]);
});

test('the audit CSV names the actor and the account acted on, also through the formula guard', () => {
  const lines = auditCsv([
    {
      id: 'e',
      actorUid: 'u1',
      action: 'user.disable',
      target: 'user:u2',
      details: {},
      at: '2026-11-27T05:00:00.000Z',
      actor: { uid: 'u1', name: 'Ada Admin', email: 'ada@example.com' },
      targetPerson: { uid: 'u2', name: '=cmd', email: 'bo@example.com' },
    },
  ]).split('\r\n');
  expect(lines[1]).toBe("2026-11-27T05:00:00.000Z,u1,Ada Admin,ada@example.com,user.disable,user:u2,'=cmd,bo@example.com,{}");
});
