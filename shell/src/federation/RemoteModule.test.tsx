import { act, render, screen } from '@testing-library/react';
import { loadRemoteModule, takeStartedModule } from './remote-loader';
import { RemoteModule } from './RemoteModule';
import { retryRemote } from './remote-retry-store';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(), takeStartedModule: jest.fn(), resetRemote: jest.fn(), reportRemote: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Page = ({ greeting = 'hello' }: { greeting?: string }) => <h1>{greeting} from the remote</h1>;

describe('RemoteModule', () => {
  beforeEach(() => {
    load.mockReset();
    jest.mocked(takeStartedModule).mockReset();
  });

  it("renders the opening route's early-loaded module in its first render, loading nothing more", () => {
    jest.mocked(takeStartedModule).mockReturnValue({ default: Page });
    render(<RemoteModule container="remote_early" module="Page" />);
    expect(screen.getByRole('heading', { name: 'hello from the remote' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows loading until the module arrives, then the module with its props; one load for two views', async () => {
    const module = deferred<unknown>();
    load.mockReturnValue(module.promise);
    render(
      <>
        <RemoteModule container="remote_a" module="Page" props={{ greeting: 'hi' }} />
        <RemoteModule container="remote_a" module="Page" props={{ greeting: 'hey' }} />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    await act(async () => module.resolve({ default: Page }));
    expect(screen.getByRole('heading', { name: 'hi from the remote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'hey from the remote' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module already loaded renders at once, with no loading state', async () => {
    load.mockResolvedValue({ default: Page });
    const first = render(<RemoteModule container="remote_b" module="Page" />);
    expect(await screen.findByRole('heading', { name: 'hello from the remote' })).toBeInTheDocument();
    first.unmount();
    render(<RemoteModule container="remote_b" module="Page" />);
    expect(screen.getByRole('heading', { name: 'hello from the remote' })).toBeInTheDocument(); // no await: the first render
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows the unavailable screen; Retry loads it afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('The remote_c part of HireGen could not be loaded.'));
    render(<RemoteModule container="remote_c" module="Page" />);
    expect(await screen.findByRole('heading', { name: 'This part of HireGen is unavailable' })).toBeInTheDocument();
    load.mockResolvedValueOnce({ default: Page });
    await act(async () => retryRemote('remote_c'));
    expect(await screen.findByRole('heading', { name: 'hello from the remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a module with no component is reported, not rendered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue({ default: 'not a component' });
    render(<RemoteModule container="remote_d" module="Page" />);
    expect(await screen.findByText('Details: remote_d/Page does not export a component.')).toBeInTheDocument();
  });

  it("a failure on one remote's route does not stay when the route shows another module", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockImplementation(async (container) => {
      if (container === 'remote_broken') throw new Error('The remote_broken part of HireGen could not be loaded.');
      return { default: Page };
    });
    const view = render(<RemoteModule container="remote_broken" module="Home" />);
    expect(await screen.findByRole('heading', { name: 'This part of HireGen is unavailable' })).toBeInTheDocument();
    view.rerender(<RemoteModule container="remote_fine" module="ForHr" />);
    expect(await screen.findByRole('heading', { name: 'hello from the remote' })).toBeInTheDocument();
    expect(screen.queryByText('This part of HireGen is unavailable')).not.toBeInTheDocument();
  });
});
