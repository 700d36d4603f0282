import { describeAuthError, GENERIC_SIGN_IN_ERROR } from './auth-errors';
import { RoleMismatchError } from './establish-role';

describe('describeAuthError', () => {
  it('turns provider codes into plain words', () => {
    expect(describeAuthError({ code: 'auth/email-already-in-use' })).toBe('An account with this email already exists. Sign in instead, or use another email.');
    expect(describeAuthError({ code: 'auth/weak-password' })).toBe('This password is too weak. Use at least 6 characters.');
    expect(describeAuthError({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(describeAuthError({ code: 'auth/network-request-failed' })).toMatch(/could not reach the sign-in service/);
  });
  it('never shows an unknown code or a stack', () => {
    expect(describeAuthError({ code: 'auth/something-new' })).toBe(GENERIC_SIGN_IN_ERROR);
    expect(describeAuthError(new TypeError('x is undefined'))).toBe(GENERIC_SIGN_IN_ERROR);
  });
  it('passes our own role messages through', () => {
    expect(describeAuthError(new RoleMismatchError('Candidate', '/login/candidate'))).toBe(
      'This account is registered as Candidate. Sign in from the Candidate login.',
    );
  });
});
