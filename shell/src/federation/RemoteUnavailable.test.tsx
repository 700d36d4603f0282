import { render, screen } from '@testing-library/react';
import { setRegistry } from './registry-store';
import { RemoteUnavailable } from './RemoteUnavailable';

jest.mock('./remote-loader', () => ({ resetRemote: jest.fn() }));

const entry = 'http://localhost:3050/remoteEntry.js';

beforeEach(() => {
  setRegistry({ remotes: [{ name: 'remote_sixth', entry, version: '2.1.0', mounts: [], menus: [] }], problems: [] });
});

describe('RemoteUnavailable: the support line', () => {
  it('names the remote, the version remotes.json registers and the build its server says it serves', async () => {
    const fetched: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      return {
        ok: true,
        status: 200,
        json: async () => ({ name: 'remote_sixth', version: '2.1.1', buildId: '3f2a9c1b7d0e', builtAt: '2026-11-24T01:00:00.000Z' }),
      } as Response;
    }) as typeof fetch;
    render(<RemoteUnavailable container="remote_sixth" detail="render exploded" />);
    expect(await screen.findByText(/serving version/)).toHaveTextContent(
      'For support: remote_sixth, registered version 2.1.0, serving version 2.1.1, build 3f2a9c1b7d0e (built 2026-11-24T01:00:00.000Z)',
    );
    expect(fetched).toEqual(['http://localhost:3050/build-info.json']);
  });

  it('says the build is unknown when the server does not answer', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    render(<RemoteUnavailable container="remote_sixth" />);
    expect(await screen.findByText(/build unknown/)).toHaveTextContent(
      'For support: remote_sixth, registered version 2.1.0, build unknown (its server did not say)',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
