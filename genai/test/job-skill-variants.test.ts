import { chunkVariants, skillsOfLine } from '../src/jobs/job-skills';
import { parseJob } from '../src/jobs/parse-job';
import { phraseChunks } from '../src/jobs/phrase-chunks';

// Lines and a posting written for these tests: skills named inside longer phrases.

describe('shorter readings of a found phrase', () => {
  it('drops a leading verb and a generic last noun', () => {
    expect(chunkVariants('maintaining glossary databases')).toEqual([{ text: 'glossary databases', at: 12, trim: 'verb' }]);
    expect(chunkVariants('fire safety measures')).toEqual([{ text: 'fire safety', at: 0, trim: 'tail' }]);
    expect(chunkVariants('reviewing payroll tools').map((v) => v.text)).toEqual(['payroll tools', 'reviewing payroll', 'payroll']);
  });

  it('drops a leading word only where the tagger reads it as a verb', () => {
    const [giving] = phraseChunks('Experience in providing payroll advice');
    const [nursing] = phraseChunks('Valid nursing license');
    expect(giving).toMatchObject({ text: 'providing payroll advice', verbLead: true });
    expect(nursing?.verbLead).toBeUndefined();
    expect(chunkVariants('nursing license', false)).toEqual([]);
    const texts = skillsOfLine('Valid nursing license', { chunks: true }).map((h) => h.text);
    expect(texts).not.toContain('license');
  });

  it('leaves a phrase with neither alone', () => {
    expect(chunkVariants('stock rotation')).toEqual([]);
    expect(chunkVariants('tools')).toEqual([]);
  });

  it('offers the listed product without its generic noun as a candidate', () => {
    const texts = skillsOfLine('Good knowledge of Zendesk Explore reporting tools', { chunks: true }).map((h) => h.text);
    expect(texts).toEqual(expect.arrayContaining(['Zendesk Explore reporting tools', 'Zendesk Explore reporting']));
  });

  it('ends a phrase before an "&" whose other side is a slash pair', () => {
    expect(phraseChunks('Rota planning & CI/CD tooling').map((c) => c.text)).toContain('Rota planning');
  });

  it('reads "ideally X" in a list as X', () => {
    const texts = skillsOfLine('Experience in helpdesk support (ideally Freshdesk)', { chunks: true }).map((h) => h.text);
    expect(texts).toContain('Freshdesk');
    expect(texts).not.toContain('ideally Freshdesk');
  });
});

describe('a posting that names a skill inside a longer phrase', () => {
  const job = parseJob(`Support Engineer

Requirements
- Good knowledge of Zendesk Explore template language
- Experience with Kubernetes and Terraform
`);
  const names = [...job.requiredSkills, ...job.preferredSkills].map((s) => s.span?.text ?? s.name);

  it('keeps one reading of the phrase, not both', () => {
    const readings = names.filter((n) => n.startsWith('Zendesk Explore'));
    expect(readings).toHaveLength(1);
  });

  it('still finds the plainly named skills', () => {
    expect(names).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
  });
});
