/**
 * Rewrites are made of real words (issue 24): the enhancer conjugates with a lexicon, keeps the
 * writer's casing, and marks its placeholders; the JD generator keeps a title's acronyms; the
 * scorecard counts a placeholder as a missing result, never as content.
 */
import { enhanceBullet } from '../src/enhance/enhance-bullet';
import { enhanceResume } from '../src/enhance/enhance-resume';
import { generateJobDescription } from '../src/jobs/generate-job';
import { parseResumeText } from '../src/resume/parse-resume';
import { scoreResume } from '../src/score/score-resume';
import { nonWords } from './lexicon';

// Written for this test: the shapes of bullets the enhancer rewrites (weak openings, gerunds).
const SAMPLE = [
  'Worked on the payouts service for marketplace sellers',
  'Migrating the reconciliation jobs from cron to a queue',
  'Responsible for integrating the billing API with the CRM',
  'Helped with debugging flaky iOS builds',
  'jQuery widgets for the checkout page',
  'Getting sign-off from clinical leads on the new rota',
  'Involved in collaborating with nurses on ICU handovers',
  'Leveraging SQL views to speed up month-end reporting',
];

describe('enhancer tenses, from a lexicon', () => {
  it('puts "Worked on" into the present for a current role and the past for a past one, as whole words', () => {
    expect(enhanceBullet('Worked on the payouts service', { tense: 'present' }).rewritten).toMatch(/^Contribute to the payouts service\b/);
    expect(enhanceBullet('Worked on the payouts service', { tense: 'past' }).rewritten).toMatch(/^Contributed to the payouts service\b/);
    expect(enhanceBullet('Migrating the reconciliation jobs', { tense: 'present' }).rewritten).toMatch(/^Migrate the reconciliation jobs\b/);
    expect(enhanceBullet('Migrating the reconciliation jobs', { tense: 'past' }).rewritten).toMatch(/^Migrated the reconciliation jobs\b/);
  });

  it('writes no non-word, in either tense, over a fixed sample', () => {
    for (const tense of ['present', 'past'] as const) {
      for (const bullet of SAMPLE)
        expect({ bullet, tense, nonWords: nonWords(enhanceBullet(bullet, { tense }).rewritten, bullet) }).toEqual({ bullet, tense, nonWords: [] });
    }
  });

  it('keeps the writer\'s casing of the first word ("jQuery" is not "JQuery")', () => {
    expect(enhanceBullet('jQuery widgets for the checkout page').rewritten).toMatch(/^jQuery widgets/);
    // A skill written in lower case takes the dictionary's spelling, not "Css".
    expect(enhanceBullet('css refactor of the booking site').rewritten).toMatch(/^CSS refactor/);
    expect(enhanceBullet('migrated the billing database to Postgres').rewritten).toMatch(/^Migrated the billing/);
  });
});

describe('JD generator titles', () => {
  it('keeps acronyms as the title wrote them', () => {
    for (const [input, title] of [
      ['ICU Staff Nurse', 'ICU Staff Nurse'],
      ['Registered Nurse - ICU', 'Registered Nurse - ICU'],
      ['R&D Team Leader', 'R&D Team Leader'],
      ['iOS Developer', 'iOS Developer'],
    ]) {
      const draft = generateJobDescription({ title: input! });
      expect(draft.title).toBe(title);
      expect(nonWords(`${draft.title}\n${draft.text}`, input!)).toEqual([]);
    }
  });
});

describe('JD generator placeholders', () => {
  it('lists the prompts of a generic draft, and none for a title it knows', () => {
    const generic = generateJobDescription({ title: 'Quibbleflux Wrangler' });
    expect(generic.basis).toBe('generic');
    expect(generic.placeholders?.map((p) => p.section)).toEqual(['summary', 'responsibilities', 'responsibilities', 'requirements']);
    expect(generic.placeholders?.[0]?.text).toMatch(/^\[Add two or three sentences/);
    expect(generateJobDescription({ title: 'ICU Staff Nurse' }).placeholders).toEqual([]);
  });
});

describe('placeholders', () => {
  const resume = parseResumeText(`Experience
Engineer, Acme Corp
Mar 2021 - Present
• Worked on the payouts service for marketplace sellers
• Cut refund time by 40% by automating the ledger checks`);

  it("are listed by line in the enhancer's answer, not only written into the text", () => {
    const enhanced = enhanceResume(resume);
    expect(enhanced.placeholders).toEqual([{ path: 'work[0].highlights[0]', placeholder: '[add result: number, % or time saved]' }]);
    expect(enhanced.resume.work[0]!.highlights[0]).toMatch(/^Contribute to the payouts service/);
  });

  it('count as missing in the scorecard: never a result, never an action verb, never a bullet of their own', () => {
    const enhanced = enhanceResume(resume).resume;
    const onlyPlaceholder = {
      ...enhanced,
      work: [{ ...enhanced.work[0]!, highlights: [...enhanced.work[0]!.highlights, '[add result: number, % or time saved]'] }],
    };
    const card = scoreResume(onlyPlaceholder);
    expect(card.placeholders.map((p) => p.path)).toEqual(['work[0].highlights[0]', 'work[0].highlights[2]']);
    expect(card.suggestions.filter((s) => s.message.startsWith('Replace the placeholder'))).toHaveLength(2);
    const detail = (id: string) => card.categories.find((c) => c.id === id)!.detail;
    expect(detail('impact')).toBe('1 of 2 bullets state a number');
    expect(detail('action-verbs')).toBe('2 of 2 bullets start with an action verb');
  });
});
