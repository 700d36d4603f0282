import { chunkVariants, SKILL_FEATURES, skillFeatures, skillsOfLine } from '../src/jobs/job-skills';
import { parseJob } from '../src/jobs/parse-job';

// Lines and a posting written for these tests: list items that are cues, kinds of thing or
// descriptions rather than skills.

const featureOf = (line: string, text: string, name: (typeof SKILL_FEATURES)[number]) => {
  const skill = skillsOfLine(line, { chunks: true }).find((h) => h.text === text);
  if (!skill) throw new Error(`"${text}" not found in "${line}"`);
  return skillFeatures(skill, line, line, true, 'required')[SKILL_FEATURES.indexOf(name)];
};

describe('list items that are not skills', () => {
  it('drops a plus cue written after the item, and an item that is only the cue', () => {
    const texts = skillsOfLine('- Knowledge of IFRS 9 advantageous', { chunks: true }).map((h) => h.text);
    expect(texts).toContain('IFRS 9');
    expect(texts).not.toContain('IFRS 9 advantageous');
    const cue = skillsOfLine('- Experience with Xero, preferably', { chunks: true }).map((h) => h.text);
    expect(cue).not.toContain('preferably');
  });

  it('gives no shorter reading that ends in a small word', () => {
    expect(chunkVariants('range of tools')).toEqual([]);
    expect(chunkVariants('payroll tools').map((v) => v.text)).toEqual(['payroll']);
  });

  it('marks a lone lowercase plural and a phrase ending in an adjective for the model', () => {
    const line = '- Knowledge of regulations, Xero and payroll in fast-paced';
    expect(featureOf(line, 'regulations', 'barePlural')).toBe(1);
    expect(featureOf(line, 'Xero', 'barePlural')).toBe(0);
    expect(featureOf('- Experience with Xero, payroll, fast-paced', 'fast-paced', 'endsAdjective')).toBe(1);
    expect(featureOf('- Experience with Sage, highly variable', 'highly variable', 'endsAdjective')).toBe(1);
    expect(featureOf('- Experience with bookkeeping, payroll', 'payroll', 'endsAdjective')).toBe(0);
    // The tagger reads an unknown "-less" word as an adjective by its suffix; it is a term.
    expect(featureOf('- Experience with Lambda, serverless', 'serverless', 'endsAdjective')).toBe(0);
  });

  it('keeps the skills of a requirement list and leaves kinds of thing out', () => {
    const job = parseJob(
      [
        'Payroll Officer',
        '',
        'Requirements',
        '- Knowledge of payroll legislation, regulations and procedures',
        '- Experience with Sage and Xero',
        '- Comfortable in a fast-paced office',
      ].join('\n'),
    );
    const names = job.requiredSkills.map((s) => s.span?.text ?? s.name);
    expect(names).toEqual(expect.arrayContaining(['Sage', 'Xero']));
    expect(names).not.toContain('regulations');
    expect(names).not.toContain('procedures');
    expect(names).not.toContain('fast-paced');
  });
});
