import { derivedCompetencyHits } from '../src/skills/competency-nouns';
import { pluralAliasHits } from '../src/skills/plural-aliases';
import { findSkillHits } from '../src/skills/extract-skills';
import { parseJob } from '../src/jobs/parse-job';

// Lines and postings written for these tests: competencies asked by a verb, a person or an
// adjective rather than by the noun a skill list uses, and aliases written in the plural.

const named = (line: string) => derivedCompetencyHits(line).map((h) => `${h.name} [${h.text}]`);

describe('competencies named by their noun', () => {
  it('reads the verb after "ability to" and the gerund after a cue', () => {
    expect(named('- Patience and the ability to listen to upset callers')).toEqual(['listening [listen]']);
    expect(named('- Ability to collaborate with finance and legal teams')).toEqual(['collaboration [collaborate]']);
    expect(named('- Experience in collaborating with outside vendors')).toEqual(['collaboration [collaborating]']);
    expect(named('- Patient. You listen before you answer.')).toEqual(['listening [listen]']);
  });

  it('reads a person who does it and a quality said of the person', () => {
    expect(named('- You are a careful listener and a persuasive negotiator')).toEqual(['listening [listener]', 'negotiation [negotiator]']);
    expect(named('- Able to be highly collaborative with volunteers')).toEqual(['collaboration [collaborative]']);
    expect(named('- Organised and calm under pressure')).toEqual(['organization [Organised]']);
  });

  it('names nothing when the noun is no competency the taxonomy names', () => {
    expect(named('- Ability to travel to client sites')).toEqual([]);
    expect(named('- Able to lift 50 pounds')).toEqual([]);
    expect(named('- You travel to our sites twice a month')).toEqual([]);
    expect(named('- A frequent traveller')).toEqual([]);
    expect(named('- Highly motivated and detailed')).toEqual([]);
  });

  it('files them in the requirement list, with the span as written', () => {
    const text = [
      'Front Desk Assistant',
      '',
      'What you will do',
      '- Collaborate with the clinic manager on the weekly rota',
      '',
      'What we need',
      '- A patient listener who stays calm with callers',
      '- Multi-tasks through a busy morning',
      '- Organized and punctual',
    ].join('\n');
    const job = parseJob(text);
    const required = job.requiredSkills.map((s) => `${s.name} [${s.span?.text}]`);
    expect(required).toEqual(expect.arrayContaining(['listening [listener]', 'organization [Organized]']));
    // A duty's verb is no requirement.
    expect(job.requiredSkills.map((s) => s.name)).not.toContain('collaboration');
  });
});

describe('aliases written in the plural', () => {
  const plural = (line: string) => pluralAliasHits(line, findSkillHits(line)).map((h) => h.text);

  it('finds a several-word alias with a plural word, the span taking its "s"', () => {
    expect(plural('- Attention to details in every invoice')).toEqual(['Attention to details']);
    const job = parseJob(['Bookkeeper', '', 'Requirements', '- Attention to details and accuracy with numbers'].join('\n'));
    expect(job.requiredSkills.map((s) => s.name)).toContain('Attention to detail');
  });

  it('leaves one-word aliases and what the exact match found alone', () => {
    expect(plural('- Experience in sales and reporting')).toEqual([]);
    expect(plural('- Strong attention to detail')).toEqual([]);
  });
});
