import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** A load the test settles by hand, counting how often the code was asked for. */
function controlledLoad() {
  const calls: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  /** The n-th request for the code (0-based), to settle. */
  const call = (n: number) => {
    const found = calls[n];
    if (!found) throw new Error(`the code was asked for ${calls.length} times, not ${n + 1}`);
    return found;
  };
  return { load, call };
}

describe('lazyComponent', () => {
  it('shows the fallback, then the component with its props as soon as its code is here', async () => {
    const { load, call } = controlledLoad();
    const LazyGreeting = lazyComponent(load, { fallback: <p>Loading the greeting</p> });
    render(<LazyGreeting name="Asha" />);
    expect(screen.getByText('Loading the greeting')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => call(0).resolve(Greeting));
    expect(screen.getByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the greeting')).not.toBeInTheDocument();
  });

  it('renders at once, without a fallback, once loaded — for later mounts and after preload()', async () => {
    const { load, call } = controlledLoad();
    const LazyGreeting = lazyComponent(load, { fallback: <p>Loading the greeting</p> });
    const preloaded = LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    call(0).resolve(Greeting);
    await preloaded;

    // The very first render already has the content: nothing was shown in its place.
    const { unmount } = render(<LazyGreeting name="Ben" />);
    expect(screen.getByRole('heading', { name: 'Hello Ben' })).toBeInTheDocument();
    unmount();
    render(<LazyGreeting name="Chen" />);
    expect(screen.getByRole('heading', { name: 'Hello Chen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code once however many copies render while it loads', async () => {
    const { load, call } = controlledLoad();
    const LazyGreeting = lazyComponent(load);
    render(
      <>
        <LazyGreeting name="one" />
        <LazyGreeting name="two" />
      </>,
    );
    void LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => call(0).resolve(Greeting));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Hello one', 'Hello two']);
  });

  it('says what could not be loaded, and Try again fetches the code afresh', async () => {
    const { load, call } = controlledLoad();
    const LazyGreeting = lazyComponent(load, { what: 'The greeting' });
    render(<LazyGreeting name="Dana" />);
    await act(async () => call(0).reject(new Error('ChunkLoadError: Loading chunk 42 failed.')));
    expect(screen.getByRole('alert')).toHaveTextContent('The greeting could not be loaded. Check your connection and try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('ChunkLoadError');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => call(1).resolve(Greeting));
    expect(screen.getByRole('heading', { name: 'Hello Dana' })).toBeInTheDocument();
  });

  it('treats a load that throws before returning a promise as a failed load', async () => {
    const LazyGreeting = lazyComponent<{ name: string }>(() => {
      throw new Error('no chunk');
    });
    render(<LazyGreeting name="Eve" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
  });
});
