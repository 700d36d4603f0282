import { parseRemotesConfig } from './remotes-config';

describe('parseRemotesConfig', () => {
  it('accepts container names mapped to entry URLs', () => {
    expect(parseRemotesConfig({ remote_public: 'http://localhost:3001/remoteEntry.js' })).toEqual({
      remote_public: 'http://localhost:3001/remoteEntry.js',
    });
  });

  it.each([
    [null, 'must be an object'],
    [[], 'must be an object'],
    [{ 'bad-name': 'http://x/remoteEntry.js' }, 'not a valid container name'],
    [{ remote_public: 42 }, 'must be a URL string'],
  ])('rejects %p', (value, message) => {
    expect(() => parseRemotesConfig(value)).toThrow(message);
  });
});
