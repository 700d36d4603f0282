import { accountClaimsFrom } from './account-claims';

// The claims object is what the Firebase SDK's getIdTokenResult() hands back.
describe('accountClaimsFrom', () => {
  it('reads the account, its role and organisation, and whether the email is verified', () => {
    expect(accountClaimsFrom({ user_id: 'u1', role: 'HR', orgId: 'org-a', email: 'hana@acme.example', name: 'Hana Ó', email_verified: true })).toEqual({
      uid: 'u1',
      role: 'HR',
      orgId: 'org-a',
      email: 'hana@acme.example',
      name: 'Hana Ó',
      emailVerified: true,
    });
  });

  it('treats missing claims as absent and only a literal true as verified', () => {
    expect(accountClaimsFrom({ sub: 'u2', email_verified: 'true' })).toEqual({
      uid: 'u2',
      role: null,
      orgId: null,
      email: null,
      name: null,
      emailVerified: false,
    });
  });

  it('refuses claims that name no account', () => {
    expect(() => accountClaimsFrom({ role: 'HR' })).toThrow('names no account');
    expect(() => accountClaimsFrom({ user_id: '', sub: 7 })).toThrow('names no account');
  });
});
