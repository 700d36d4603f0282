// The audit log's CSV goes through the shared formula guard (shared-schemas' csvCell): a value a
// spreadsheet would run — fullwidth, after spaces, or behind a ";" separator — reaches it inert.
import { auditCsv } from '../../src/routes/admin/audit';

test('the audit CSV defuses every formula starter and quotes ";"', () => {
  const entry = (target: string) => ({ id: 'e', actorUid: 'u1', action: 'organization.rename', target, details: {}, at: '2026-11-27T05:00:00.000Z' });
  const lines = auditCsv([entry('\uFF1DHYPERLINK("http://x")'), entry('  =1+1'), entry(';=1+1'), entry('\uFF20SUM(A1)')]).split('\r\n');
  expect(lines[0]).toBe('at,actorUid,action,target,details');
  const targets = lines.slice(1, 5).map((line) => line.split(',u1,organization.rename,')[1]!.replace(/,"\{\}"$|,\{\}$/, ''));
  expect(targets).toEqual([`"'\uFF1DHYPERLINK(""http://x"")"`, "'  =1+1", '";=1+1"', "'\uFF20SUM(A1)"]);
});
