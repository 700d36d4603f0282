import { sameSiteEmulatorUrl } from './firebase-app';

describe('sameSiteEmulatorUrl', () => {
  it("uses the page's loopback spelling, so the redirect helper iframe is same-site", () => {
    expect(sameSiteEmulatorUrl('http://127.0.0.1:9099', 'localhost')).toBe('http://localhost:9099');
    expect(sameSiteEmulatorUrl('http://localhost:9099', '127.0.0.1')).toBe('http://127.0.0.1:9099');
  });
  it('leaves other hosts alone', () => {
    expect(sameSiteEmulatorUrl('http://127.0.0.1:9099', 'hiregen.example')).toBe('http://127.0.0.1:9099');
  });
});
