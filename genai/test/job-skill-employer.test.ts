import { employerWords, parseJob } from '../src/jobs/parse-job';

// A posting written for this test: the employer's name in requirement lines, as the company and
// as its own product.

const text = [
  'Support Specialist',
  '',
  'About Quillford',
  "Quillford builds budgeting software for households. Quillford's team works remotely.",
  '',
  'Requirements',
  '- Experience with Zendesk and Quillford',
  '- Understand how every reply is an expression of the Quillford culture and brand.',
  '- Project management experience (everyone manages projects at Quillford)',
  '- Strong written communication skills',
].join('\n');

describe("the employer's own name", () => {
  it('is found where a company is named, never in lower case, never a skill or a title the taxonomy knows', () => {
    expect([...employerWords(text)]).toEqual(['Quillford']);
    expect([...employerWords('About SQL\nSQL is a must. Our SQL stack: Postgres. Experience with SQL.')]).toEqual([]);
  });

  it('names no skill in a phrase about the company, and stays a skill asked for by name', () => {
    const job = parseJob(text);
    const spans = job.requiredSkills.map((s) => s.span?.text);
    expect(spans).not.toContain('Quillford culture');
    expect(job.requiredSkills.filter((s) => s.span && /manages projects at/.test(s.evidence) && s.span.text === 'Quillford')).toEqual([]);
    expect(spans).toEqual(expect.arrayContaining(['Zendesk', 'Quillford']));
  });

  it('reads a long text in one pass per position, not one per word', () => {
    const started = performance.now();
    employerWords('\n'.repeat(60_000));
    employerWords(Array.from({ length: 3000 }, (_, i) => `Name${i} is at Word${i % 500} and`).join(' '));
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
