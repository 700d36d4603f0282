import { showStartupFailure } from './startup-failure';

describe('showStartupFailure', () => {
  it('replaces the page with the red "React Rendering Failed" block and the error text', () => {
    document.body.innerHTML = '<div id="root"><p>half-rendered</p></div>';
    jest.spyOn(console, 'error').mockImplementation(() => {});
    showStartupFailure(new Error('Could not load /remotes.json: the server answered 500.'));
    const block = document.querySelector('[role="alert"]');
    expect(block?.querySelector('h1')?.textContent).toBe('React Rendering Failed');
    expect(block?.textContent).toContain('the server answered 500');
    expect(document.body.textContent).not.toContain('half-rendered');
  });
});
