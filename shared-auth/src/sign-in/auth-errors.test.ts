import { describeAuthError, describeAuthErrorLater, GENERIC_SIGN_IN_ERROR } from './auth-errors';
import { AUTH_MESSAGES } from './auth-messages';
import { RoleMismatchError } from './establish-role';

describe('describeAuthError', () => {
  it('turns provider codes into plain words', () => {
    expect(describeAuthError({ code: 'auth/email-already-in-use' }, AUTH_MESSAGES)).toBe(
      'An account with this email already exists. Sign in instead, or use another email.',
    );
    expect(describeAuthError({ code: 'auth/weak-password' }, AUTH_MESSAGES)).toBe('This password is too weak. Use at least 6 characters.');
    expect(describeAuthError({ code: 'auth/too-many-requests' }, AUTH_MESSAGES)).toMatch(/Too many attempts/);
    expect(describeAuthError({ code: 'auth/network-request-failed' }, AUTH_MESSAGES)).toMatch(/could not reach the sign-in service/);
  });
  it('never shows an unknown code or a stack', () => {
    expect(describeAuthError({ code: 'auth/something-new' }, AUTH_MESSAGES)).toBe(GENERIC_SIGN_IN_ERROR);
    expect(describeAuthError(new TypeError('x is undefined'), AUTH_MESSAGES)).toBe(GENERIC_SIGN_IN_ERROR);
  });
  it('passes our own role messages through', () => {
    expect(describeAuthError(new RoleMismatchError('Candidate', '/login/candidate'), AUTH_MESSAGES)).toBe(
      'This account is registered as Candidate. Sign in from the Candidate login.',
    );
  });
});

describe('describeAuthErrorLater', () => {
  it('fetches the words of a code on the first failure', async () => {
    await expect(describeAuthErrorLater({ code: 'auth/weak-password' })).resolves.toBe('This password is too weak. Use at least 6 characters.');
    await expect(describeAuthErrorLater(new TypeError('x'))).resolves.toBe(GENERIC_SIGN_IN_ERROR);
  });
});
