import { application } from '../test/applications';
import { NO_FILTERS } from '../types/pipeline';
import { passesFilters } from './pipeline-filters';
import { mergeRanking } from './ranked-order';
import type { RankReasonAnswer } from 'shared-schemas';

const ada = application('ada', { name: 'Ada Lovelace', match: { score: 91, matched: ['Go'], missing: [], summary: '' } });
const bo = application('bo', { name: 'Bo Chen', match: { score: 64, matched: ['Go'], missing: [], summary: '' } });
const cy = application('cy', { name: 'Cy Diaz', match: { score: 40, matched: [], missing: ['Go'], summary: '' } });
const dee = application('dee', { name: 'Dee Ek', match: { score: 80, matched: ['Go'], missing: [], summary: '' } });

const order = (entries: ReturnType<typeof mergeRanking>) => entries.map((entry) => [entry.application.id, entry.rank, entry.byModel]);

describe('mergeRanking', () => {
  it('puts the api order first, even above a higher match score, and numbers ranks from 1', () => {
    expect(order(mergeRanking([ada, bo, cy], ['cy', 'ada', 'bo']))).toEqual([
      ['cy', 1, true],
      ['ada', 2, true],
      ['bo', 3, true],
    ]);
  });

  it('shows the live document, not the copy the api answered with (a stage moved since)', () => {
    const moved = { ...bo, stage: 'interview' as const };
    const [first] = mergeRanking([ada, moved], ['bo', 'ada']);
    expect(first?.application).toBe(moved);
    expect(first?.application.stage).toBe('interview');
  });

  it('follows with applicants the api did not rank (beyond its page or new) by match score', () => {
    // The api ranked two; Dee (80) and Cy (40) arrived later or were beyond the page.
    expect(order(mergeRanking([cy, ada, dee, bo], ['bo', 'ada']))).toEqual([
      ['bo', 1, true],
      ['ada', 2, true],
      ['dee', 3, false],
      ['cy', 4, false],
    ]);
  });

  it('drops ids no longer in the job and ignores a repeated id', () => {
    expect(order(mergeRanking([ada, bo], ['gone', 'bo', 'bo', 'ada']))).toEqual([
      ['bo', 1, true],
      ['ada', 2, true],
    ]);
  });

  it('is match-score order while no ranking has arrived', () => {
    expect(order(mergeRanking([cy, bo, ada], null))).toEqual([
      ['ada', 1, false],
      ['bo', 2, false],
      ['cy', 3, false],
    ]);
  });

  it('keeps each applicant’s rank in the whole job when filters hide others', () => {
    const shown = mergeRanking([ada, bo, cy], ['cy', 'bo', 'ada']).filter((entry) => passesFilters(entry.application, { ...NO_FILTERS, skill: 'go' }));
    expect(order(shown)).toEqual([
      ['bo', 2, true],
      ['ada', 3, true],
    ]);
  });

  it('every row above a higher match score says why in one short reason; no other row does', () => {
    const eve = application('eve', { name: 'Eve Fox', match: { score: 53, matched: ['Go'], missing: [], summary: '' } });
    const fay = application('fay', { name: 'Fay Gul', match: { score: 11, matched: [], missing: ['Go'], summary: '' } });
    const reason = (outranksScore: number, ...texts: string[]): RankReasonAnswer => ({
      text: `Ranked above higher match scores (up to ${outranksScore}): ${texts.join('; ')}`,
      outranksScore,
      features: texts.map((text) => ({ feature: 'occupation', contribution: 0.2, text })),
    });
    // The model put Eve (53) above Bo (64) and Fay (11) above Cy (40), and gave its reasons; Dee
    // (80) arrived after the ranking, so the model rows above her have no reason from the api.
    const entries = mergeRanking(
      [ada, bo, cy, dee, eve, fay],
      ['ada', 'eve', 'bo', 'fay', 'cy'],
      new Map([
        ['eve', reason(64, 'the same occupation as the job (“Nurse”)', 'more of the required skills')],
        ['fay', reason(40, 'a title closer to the job (“Nurse”)')],
      ]),
    );
    expect(order(entries).map(([id]) => id)).toEqual(['ada', 'eve', 'bo', 'fay', 'cy', 'dee']);
    entries.forEach((entry, index) => {
      const highestBelow = Math.max(-1, ...entries.slice(index + 1).map((below) => below.application.match.score));
      if (highestBelow > entry.application.match.score)
        expect(entry.rankReason).toMatch(new RegExp(`^Ranked above higher match scores \\(up to ${highestBelow}\\): [^;]+$`));
      else expect(entry.rankReason).toBeUndefined();
    });
    expect(entries.find((entry) => entry.application.id === 'eve')?.rankReason).toBe(
      'Ranked above higher match scores (up to 80): the same occupation as the job (“Nurse”)',
    );
    expect(entries.find((entry) => entry.application.id === 'bo')?.rankReason).toBe(
      'Ranked above higher match scores (up to 80): those scores came after this ranking (Rank again to place them)',
    );
  });
});
