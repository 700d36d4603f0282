import { decodeAccountClaims } from './account-claims';

const jwt = (claims: Record<string, unknown>) =>
  ['header', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

describe('decodeAccountClaims', () => {
  it('reads the account, its role and organisation, and whether the email is verified', () => {
    expect(decodeAccountClaims(jwt({ user_id: 'u1', role: 'HR', orgId: 'org-a', email: 'hana@acme.example', name: 'Hana Ó', email_verified: true }))).toEqual({
      uid: 'u1',
      role: 'HR',
      orgId: 'org-a',
      email: 'hana@acme.example',
      name: 'Hana Ó',
      emailVerified: true,
    });
  });

  it('treats missing claims as absent and only a literal true as verified', () => {
    expect(decodeAccountClaims(jwt({ sub: 'u2', email_verified: 'true' }))).toEqual({ uid: 'u2', role: null, orgId: null, email: null, name: null, emailVerified: false });
  });

  it('refuses a token without an account or without a payload', () => {
    expect(() => decodeAccountClaims(jwt({ role: 'HR' }))).toThrow('names no account');
    expect(() => decodeAccountClaims('nonsense')).toThrow('malformed');
  });
});
