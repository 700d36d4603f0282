import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { DocumentTitle } from './DocumentTitle';
import { documentTitle, pageTitleOf } from './document-title';

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

function LateJob() {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTitle('Staff Nurse'), 10);
    return () => clearTimeout(timer);
  }, []);
  return title ? (
    <article data-page-title={`${title} · Northwind Health`}>
      <h1>{title}</h1>
    </article>
  ) : (
    <p>Loading...</p>
  );
}

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = navigate;
  return null;
}

test('the tab is named for the screen: its heading, a declared title, or the site alone', async () => {
  document.title = 'HireGen';
  render(
    <MemoryRouter initialEntries={['/genai-services/resume-parser']}>
      <DocumentTitle />
      <Navigator />
      <main>
        <Routes>
          <Route path="/genai-services/resume-parser" element={<h1>Resume Parser</h1>} />
          <Route path="/jobs/1" element={<LateJob />} />
          <Route path="/blank" element={<p>No heading here</p>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 1_200))); // its module loads once the screen has settled
  await nextFrame();
  expect(document.title).toBe('Resume Parser · HireGen');

  act(() => go('/jobs/1'));
  await nextFrame();
  expect(document.title).toBe('HireGen'); // still loading: no name yet, not the last screen's
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  await nextFrame();
  expect(document.title).toBe('Staff Nurse · Northwind Health · HireGen');

  act(() => go('/blank'));
  await nextFrame();
  expect(document.title).toBe('HireGen');
});

test('a declared title wins over the heading; overlong names are cut, the site name kept', () => {
  const root = document.createElement('div');
  root.innerHTML = '<main><section data-page-title="HireGen"><h1>Get hired faster.</h1></section></main>';
  expect(documentTitle(pageTitleOf(root))).toBe('HireGen');
  root.innerHTML = '<main><h1>  Senior   Engineer </h1></main>';
  expect(documentTitle(pageTitleOf(root))).toBe('Senior Engineer · HireGen');
  const long = documentTitle('x'.repeat(200));
  expect(long.endsWith('… · HireGen')).toBe(true);
  expect(long.length).toBeLessThan(100);
});
