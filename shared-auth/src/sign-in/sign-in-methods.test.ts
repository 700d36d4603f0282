import { isEmailSignInLink } from './sign-in-methods';
import { getFirebase } from '../firebase/firebase-app';

// Stands in for the Firebase loader: only whether it is asked, and what Firebase would answer.
const isSignInWithEmailLink = jest.fn((_auth: unknown, _href: string) => true);
jest.mock('../firebase/firebase-app', () => ({
  getFirebase: jest.fn(async () => ({ auth: {}, authApi: { isSignInWithEmailLink } })),
}));

describe('isEmailSignInLink', () => {
  beforeEach(() => jest.clearAllMocks());

  it('answers an address without a one-time code at once, without loading Firebase', async () => {
    await expect(isEmailSignInLink('http://localhost:3000/auth/magic-link?role=candidate')).resolves.toBe(false);
    await expect(isEmailSignInLink('http://localhost:3000/auth/magic-link')).resolves.toBe(false);
    expect(getFirebase).not.toHaveBeenCalled();
  });

  it('hands a link with a code to Firebase, plain or wrapped in an encoded deep link', async () => {
    const link = 'http://localhost:3000/auth/magic-link?role=candidate&apiKey=k&oobCode=abc&mode=signIn';
    await expect(isEmailSignInLink(link)).resolves.toBe(true);
    const wrapped = `http://localhost:3000/auth/magic-link?link=${encodeURIComponent(encodeURIComponent(link))}`;
    await expect(isEmailSignInLink(wrapped)).resolves.toBe(true);
    expect(isSignInWithEmailLink).toHaveBeenCalledTimes(2);
    expect(isSignInWithEmailLink).toHaveBeenLastCalledWith({}, wrapped);
  });
});
