import { act, render, screen } from '@testing-library/react';
import { AppToasters } from './AppToasters';
import { notify, notifyCorner } from './notify';

describe('AppToasters', () => {
  it('mounts no container until a toast is raised, then shows it', async () => {
    const { container } = render(<AppToasters />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => {
      notify.error('Missing role. Redirecting...');
    });
    expect(await screen.findByText('Missing role. Redirecting...')).toBeInTheDocument();
  });

  it('shows corner toasts too', async () => {
    render(<AppToasters />);
    await act(async () => {
      notifyCorner.error('Invalid email format.');
    });
    expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
  });

  it('injects no <style> element (the CSP blocks inline styles): both kinds are styled by class', async () => {
    render(<AppToasters />);
    await act(async () => {
      notify.success('Resume renamed.');
      notifyCorner.info('Invalid email format.');
    });
    const global = await screen.findByText('Resume renamed.');
    expect(global).toHaveAttribute('role', 'status');
    expect(global.closest('.hg-toast')).toHaveClass('hg-toast--success');
    expect((await screen.findByText('Invalid email format.')).closest('.Toastify__toast')).not.toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
