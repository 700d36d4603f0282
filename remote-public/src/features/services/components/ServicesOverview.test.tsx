import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { GENAI_TOOL_GROUPS } from 'shared-schemas';
import ServicesArea from '../../../pages/services/ServicesArea';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ServicesArea />
    </MemoryRouter>,
  );
}

describe('/genai-services', () => {
  it('lists the thirteen tools in their four groups, each saying what it does, with anchors', async () => {
    const { container } = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'GenAI Services' })).toBeInTheDocument();
    const groups = ['Resume Tools', 'Job Tools', 'Skills & Matching', 'Utilities'].map((name) => screen.getByRole('region', { name }));
    const toolsPerGroup = groups.map((group) =>
      within(group)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    );
    expect(toolsPerGroup).toEqual([
      ['Resume Parser', 'Resume Enhancer', 'Resume Scorecard', 'ATS Compliance'],
      ['Job Parser', 'Job Description Generator', 'Job Normalization'],
      ['Semantic Skills', 'Job-Resume Matching', 'Fit Summary'],
      ['PDF to Resume', 'Keyword Extractor', 'Text Summarizer'],
    ]);
    expect(groups.map((group) => group.id)).toEqual(['resume-tools', 'job-tools', 'skills-matching', 'utilities']);
    const parser = container.querySelector('#resume-parser');
    expect(parser?.textContent).toContain('Turns a PDF or Word resume into structured data');
    expect(container.querySelectorAll('[id] > h3')).toHaveLength(13);
  });

  it("links every tool card to the tool's own screen, which loads when opened", async () => {
    // Mounted as the shell mounts it, so the cards' absolute links resolve.
    render(
      <MemoryRouter initialEntries={['/genai-services']}>
        <Routes>
          <Route path="/genai-services/*" element={<ServicesArea />} />
        </Routes>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: /^Open tool: / });
    expect(links).toHaveLength(13);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      GENAI_TOOL_GROUPS.flatMap((group) => group.tools.map((tool) => `/genai-services/${tool.slug}`)),
    );
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Open tool: Keyword Extractor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Keyword Extractor' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GenAI Services' })).toHaveAttribute('href', '/genai-services');
  });

  it('shows the 404 page for an unknown tool path', () => {
    renderAt('/no-such-tool');
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
