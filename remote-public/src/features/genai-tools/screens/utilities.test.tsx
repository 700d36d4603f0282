import { fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../test/api-stubs';
import { keywords, summary } from '../test/fixtures';
import { renderTool, statusLine } from '../test/render-tool';

const TEXT = 'Our machine learning team builds data pipelines.';
const STORY = 'First sentence. Second sentence is key. Third one.';

describe('Keyword Extractor', () => {
  it('sends the text and the count, lists keyphrases with scores and marks them in the text', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { keywords } }));
    const { user } = await renderTool('keyword-extractor');
    await user.type(screen.getByLabelText('Text'), TEXT);
    const count = screen.getByLabelText('How many keyphrases');
    await user.clear(count);
    await user.type(count, '8');
    await user.click(screen.getByRole('button', { name: 'Extract keywords' }));
    const marked = await screen.findByRole('region', { name: /keyphrases marked/ });
    expect(calls[0]!.body).toEqual({ text: TEXT, max: 8 });
    expect(Array.from(marked.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['machine learning', 'data pipelines']);
    expect(screen.getByText('score 0.91 · ×2')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Found 2 keyphrases.');
  });
});

describe('Text Summarizer', () => {
  it('sends the chosen length and marks the chosen sentences in the original', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: summary }));
    const { user } = await renderTool('text-summarizer');
    await user.type(screen.getByLabelText('Text to summarize'), STORY);
    const length = screen.getByLabelText(/Summary length/);
    // jsdom does not move a range input with the keyboard; set it as the browser would.
    fireEvent.change(length, { target: { value: '2' } });
    expect(screen.getByLabelText('Summary length: 2 sentences')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Summarize' }));
    await screen.findByText('Second sentence is key.', { selector: 'blockquote' });
    expect(calls[0]!.body).toEqual({ text: STORY, sentences: 2 });
    const marked = screen.getByRole('region', { name: /chosen sentences marked/ });
    expect(Array.from(marked.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['Second sentence is key.']);
    expect(statusLine()).toHaveTextContent('1 of 3 sentences');
  });

  it('shows the server message when the text is refused', async () => {
    stubFetch(() => ({ status: 400, body: { message: 'text must be at most 200000 characters' } }));
    const { user } = await renderTool('text-summarizer');
    await user.type(screen.getByLabelText('Text to summarize'), 'x');
    await user.click(screen.getByRole('button', { name: 'Summarize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text must be at most 200000 characters');
  });
});
