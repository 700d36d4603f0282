// The remote registry's report tokens on their own (no emulator): what /resolve signs, what
// /reports admits. The route test (platform-registry.test.ts) covers them through the api.
import { ReportTokens } from '../../../src/features/registry/service/report-tokens';

const event = (token: string, kind: 'load' | 'load-failure' | 'render-failure' = 'render-failure', version = 2) => ({
  remote: 'remote_x',
  version,
  kind,
  token,
});

test('a token is good for its remote and version until it expires, and only under the secret that signed it', () => {
  let now = 1_000_000;
  const tokens = new ReportTokens('secret-a', 60_000, () => now);
  const token = tokens.issue('remote_x', 2, 'uid-of-someone');
  expect(token).not.toContain('uid-of-someone');
  expect(tokens.admit([event(token)])).toHaveLength(1);
  expect(() => new ReportTokens('secret-b', 60_000, () => now).admit([event(token)])).toThrow(/not one the registry signed/);
  expect(() => tokens.admit([event(token, 'load', 3)])).toThrow(/is for remote_x version 2, not remote_x version 3/);
  now += 60_001;
  expect(() => tokens.admit([event(token)])).toThrow(/expired/);
});

test('one token adds at most one load and one failure; a bad token in a report refuses it whole', () => {
  const tokens = new ReportTokens('secret');
  const a = tokens.issue('remote_x', 2, 'session-a');
  const b = tokens.issue('remote_x', 2, 'session-b');
  expect(() => tokens.admit([event(a, 'load'), event(`${b}x`)])).toThrow(expect.objectContaining({ statusCode: 403 }));
  expect(tokens.admit([event(a, 'load'), event(a, 'render-failure'), event(a, 'load-failure'), event(a, 'load')]).map((item) => item.kind)).toEqual([
    'load',
    'render-failure',
  ]);
  expect(tokens.admit([event(a, 'render-failure'), event(b, 'load-failure')]).map((item) => item.kind)).toEqual(['load-failure']);
});
