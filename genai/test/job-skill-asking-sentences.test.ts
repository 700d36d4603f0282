import { askingSentences } from '../src/jobs/job-skills';
import { parseJob } from '../src/jobs/parse-job';

// A posting written for this test: an opening paragraph about the employer that one sentence,
// with a cue, turns into a request.

describe('only the sentences that ask, in a paragraph a cue makes asking', () => {
  const paragraph =
    'Harbour Books (ME) seeks a friendly bookseller to join our Customer Experience team in running the shop floor. ' +
    'You must have experience with Shopify, Square and Microsoft Excel. ' +
    'The shop has won awards for Leadership in the local community.';

  it('returns the ranges of the asking sentences', () => {
    const ranges = askingSentences(paragraph)!;
    expect(ranges.map((r) => paragraph.slice(r.from, r.to).trim())).toEqual(['You must have experience with Shopify, Square and Microsoft Excel.']);
    expect(askingSentences('Experience with Shopify, e.g. themes. Must know Liquid')).toHaveLength(2);
    expect(askingSentences('Experience with Shopify themes')).toBeUndefined();
  });

  it('files the skills of the asking sentence, not those of the employer sentences', () => {
    const job = parseJob(['Bookseller', '', paragraph, '', 'What you will do', '- Serve customers at the till'].join('\n'));
    const required = job.requiredSkills.map((s) => s.span?.text);
    expect(required).toContain('Microsoft Excel');
    expect(required).not.toContain('Customer Experience');
    expect(required).not.toContain('Leadership');
    expect(required).not.toContain('ME');
  });

  it('leaves a requirement section whole', () => {
    const job = parseJob(['Bookseller', '', 'Requirements', '- Retail experience. Leadership of a small team.'].join('\n'));
    expect(job.requiredSkills.map((s) => s.name)).toContain('Leadership');
  });
});
