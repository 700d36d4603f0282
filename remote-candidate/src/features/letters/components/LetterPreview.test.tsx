import { act, render, screen } from '@testing-library/react';
import type { CoverLetterContent, JsonResume } from 'shared-schemas';
import { LetterPreview, LETTER_PREVIEW_DEBOUNCE_MS } from './LetterPreview';
import { previewLetterPages } from '../api/letter-file';

jest.mock('../api/letter-file', () => ({ previewLetterPages: jest.fn() }));
jest.mock('../../../lib/template-fonts', () => ({ loadTemplateFonts: jest.fn(async () => undefined) }));

const drawn = (text: string) => ({
  pages: [{ width: 612, height: 792, ops: [{ kind: 'text', x: 72, y: 700, text, size: 11, face: 'regular', italic: false, width: 0, color: [0, 0, 0] }] }],
  template: { style: { fonts: { regular: 'A.ttf', bold: 'B.ttf' } } },
});
const letter = (greeting: string): CoverLetterContent =>
  ({ title: 'Letter', recipient: 'Hiring team', greeting, paragraphs: ['I build payment systems.'], closing: 'Kind regards' }) as CoverLetterContent;
const resume = { basics: { name: 'Ann Lee' } } as JsonResume;

describe('LetterPreview', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws the letter once the writer pauses, and redraws it with what they typed', async () => {
    const draw = previewLetterPages as jest.Mock;
    draw.mockImplementation(async (_r: unknown, _t: string, content: CoverLetterContent) => drawn(content.greeting));
    const { rerender } = render(<LetterPreview resume={resume} template="classic" content={letter('Dear Priya,')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Drawing the letter…');
    await act(async () => {
      jest.advanceTimersByTime(LETTER_PREVIEW_DEBOUNCE_MS);
    });
    expect(screen.getByRole('group', { name: 'Letter page 1 of 1' })).toHaveTextContent('Dear Priya,');

    rerender(<LetterPreview resume={resume} template="classic" content={letter('Dear Ravi,')} />);
    rerender(<LetterPreview resume={resume} template="classic" content={letter('Dear Ravi and team,')} />);
    await act(async () => {
      jest.advanceTimersByTime(LETTER_PREVIEW_DEBOUNCE_MS);
    });
    expect(screen.getByRole('group', { name: 'Letter page 1 of 1' })).toHaveTextContent('Dear Ravi and team,');
    // One draw for the first text and one for the last: the keystrokes between were not drawn.
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('says so when the letter cannot be drawn', async () => {
    (previewLetterPages as jest.Mock).mockRejectedValue(new Error('the template is unknown'));
    render(<LetterPreview resume={resume} template="nope" content={letter('Dear Priya,')} />);
    await act(async () => {
      jest.advanceTimersByTime(LETTER_PREVIEW_DEBOUNCE_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The preview could not be drawn: the template is unknown');
  });
});
