import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PrivacyPolicyPage from '../../../pages/privacy-policy/PrivacyPolicyPage';

const ANCHORS = ['welcome', 'privacy-policy', 'introduction', 'data', 'sharing', 'rights', 'regional', 'security', 'cookies', 'reorgs', 'contact'];

function renderPage(config: { status: number; body?: unknown } | Error) {
  globalThis.fetch = jest.fn(async () => {
    if (config instanceof Error) throw config;
    return { ok: config.status < 300, status: config.status, json: async () => config.body } as Response;
  }) as unknown as typeof fetch;
  return render(
    <MemoryRouter initialEntries={['/privacy-policy']}>
      <PrivacyPolicyPage />
    </MemoryRouter>,
  );
}

describe('PrivacyPolicyPage', () => {
  it('has one sidebar link per section, in order, each pointing at a section that exists', () => {
    const { container } = renderPage({ status: 404 });
    const nav = screen.getByRole('navigation', { name: 'Privacy policy sections' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(ANCHORS.map((id) => `#${id}`));
    for (const id of ANCHORS) expect(container.querySelector(`section#${CSS.escape(id)}`)).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('states the laws, the office, who the users are and consent-based sharing', () => {
    renderPage({ status: 404 });
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/Digital Personal Data Protection\s+Act, 2023/);
    expect(text).toMatch(/General Data Protection Regulation/);
    expect(text).toMatch(/Noida, India/);
    for (const who of ['Candidates', 'Interviewers', 'HR professionals']) expect(text).toContain(who);
    expect(screen.getByRole('region', { name: 'How we share data' }).textContent).toMatch(/HR teams or interviewers\s+only with your consent/);
  });

  it('shows the privacy contact address from /app-config.json', async () => {
    renderPage({ status: 200, body: { privacyEmail: 'dpo@acme.example' } });
    const contact = screen.getByRole('region', { name: 'Contact us' });
    await waitFor(() => expect(within(contact).getByRole('link', { name: 'dpo@acme.example' })).toHaveAttribute('href', 'mailto:dpo@acme.example'));
    expect(globalThis.fetch).toHaveBeenCalledWith('/app-config.json', expect.anything());
  });

  it.each([
    ['the config is unreachable', new TypeError('Failed to fetch')],
    ['the config has no address', { status: 200, body: { firebase: {} } }],
    ['the address is not an email', { status: 200, body: { privacyEmail: '<script>' } }],
  ] as const)('falls back to privacy@hiregen.example when %s', async (_case, config) => {
    renderPage(config as { status: number; body?: unknown } | Error);
    const contact = screen.getByRole('region', { name: 'Contact us' });
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(within(contact).getByRole('link', { name: 'privacy@hiregen.example' })).toBeInTheDocument();
  });
});
