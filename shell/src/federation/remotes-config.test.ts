import { showStartupFailure } from '../app/startup-failure';
import { fetchRemotesConfig, parseRemotesConfig } from './remotes-config';

const LOCAL_PAGE = 'http://localhost:3000/';
const SITE_PAGE = 'https://app.hiregen.example/';

describe('parseRemotesConfig', () => {
  it('accepts container names mapped to entry URLs', () => {
    expect(parseRemotesConfig({ remote_public: 'http://localhost:3001/remoteEntry.js' }, LOCAL_PAGE)).toEqual({
      remote_public: 'http://localhost:3001/remoteEntry.js',
    });
  });

  it.each([
    [null, 'must be an object'],
    [[], 'must be an object'],
    [{ 'bad-name': 'http://x/remoteEntry.js' }, 'not a valid container name'],
    [{ remote_public: 42 }, 'must be a URL string'],
    [{ remote_public: 'data:text/javascript,alert(1)' }, 'remotes.json: the entry of "remote_public" uses "data:"; remote entries must be http(s) URLs.'],
    [{ remote_public: 'javascript:alert(1)' }, 'uses "javascript:"'],
    [{ remote_public: 'blob:http://localhost:3000/x' }, 'uses "blob:"'],
  ])('rejects %p', (value, message) => {
    expect(() => parseRemotesConfig(value, LOCAL_PAGE)).toThrow(message);
  });

  it('outside local development: https on the shell\'s own site only', () => {
    expect(parseRemotesConfig({ remote_admin: 'https://admin.hiregen.example/remoteEntry.js' }, SITE_PAGE)).toEqual({ remote_admin: 'https://admin.hiregen.example/remoteEntry.js' });
    expect(() => parseRemotesConfig({ remote_admin: 'http://admin.hiregen.example/remoteEntry.js' }, SITE_PAGE)).toThrow('must use https');
    expect(() => parseRemotesConfig({ remote_admin: 'https://cdn.attacker.example/remoteEntry.js' }, SITE_PAGE)).toThrow('is not on the allowed list (hiregen.example and its subdomains)');
  });
});

describe('a data: entry at start-up', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('is refused with the "React Rendering Failed" block naming the problem', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { remote_public: 'data:text/javascript,alert(document.cookie)' };
    // jsdom has no fetch: a stand-in answering what a tampered remotes.json would.
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => body })) as unknown as typeof fetch;
    // What index.ts does: boot() fails on remotes.json, the failure is shown.
    await fetchRemotesConfig().catch(showStartupFailure);
    const block = document.querySelector('[role="alert"]');
    expect(block?.querySelector('h1')?.textContent).toBe('React Rendering Failed');
    expect(block?.querySelector('pre')?.textContent).toBe('remotes.json: the entry of "remote_public" uses "data:"; remote entries must be http(s) URLs.');
  });
});
