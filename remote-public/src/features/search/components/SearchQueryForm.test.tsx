import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchVariantFor } from '../search-variants';
import { SearchQueryForm } from './SearchQueryForm';

function renderForm(path: string) {
  const user = userEvent.setup();
  render(<SearchQueryForm variant={searchVariantFor(path)} />);
  return user;
}

afterEach(() => jest.restoreAllMocks());

describe('SearchQueryForm', () => {
  it('builds a Google X-ray search for candidates as the visitor types', async () => {
    const user = renderForm('/candidate-google-search');
    expect(screen.queryByRole('link', { name: /open on google/i })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Role or must-have skills'), 'data scientist, NLP');
    await user.type(screen.getByLabelText('Location'), 'Bengaluru');
    await user.type(screen.getByLabelText('Leave out'), 'recruiter');
    const query = 'site:linkedin.com/in "data scientist" NLP "Bengaluru" -recruiter';
    expect(screen.getByText(query)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /open on google/i });
    expect(new URL(link.getAttribute('href')!).searchParams.get('q')).toBe(query);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks for keywords instead of opening an empty search', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = renderForm('/job-linkedin-search');
    await user.click(screen.getByRole('button', { name: 'Search on LinkedIn' }));
    expect(screen.getByText('Type a role or skills to search.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title or skills')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Job title or skills')).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the built LinkedIn job search in a new tab on submit', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = renderForm('/job-linkedin-search');
    await user.type(screen.getByLabelText('Job title or skills'), 'frontend developer{Enter}');
    expect(open).toHaveBeenCalledWith('https://www.linkedin.com/jobs/search/?keywords=%22frontend+developer%22', '_blank', 'noopener,noreferrer');
  });

  it('fills the form from a ready-made search', async () => {
    const user = renderForm('/candidate-linkedin-search');
    await user.click(screen.getByRole('button', { name: /java developer, spring boot, kafka · Noida/ }));
    expect(screen.getByLabelText('Role or must-have skills')).toHaveValue('java developer, spring boot, kafka');
    expect(screen.getByLabelText('Location')).toHaveValue('Noida');
    const href = screen.getByRole('link', { name: /open on linkedin/i }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('keywords')).toBe('"java developer" "spring boot" kafka Noida');
  });
});
