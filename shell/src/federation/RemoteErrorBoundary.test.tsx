import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { reportRemote } from './remote-loader';

jest.mock('./remote-loader', () => ({ resetRemote: jest.fn(), reportRemote: jest.fn() }));

function Broken(): never {
  throw new Error('render exploded');
}

describe('RemoteErrorBoundary', () => {
  it('contains a remote that throws while rendering and offers a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <p>shell still here</p>
        <RemoteErrorBoundary container="remote_candidate">
          <Broken />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(await screen.findByRole('heading', { name: 'This part of HireGen is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Details: render exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByText('shell still here')).toBeInTheDocument();
    // Told to the api's registry (its canary guard) as this remote's render failure.
    expect(reportRemote).toHaveBeenCalledWith('remote_candidate', 'render-failure', expect.objectContaining({ message: 'render exploded' }));
  });
});
