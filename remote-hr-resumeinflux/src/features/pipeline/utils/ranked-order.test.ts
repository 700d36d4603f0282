import { application } from '../test/applications';
import { NO_FILTERS } from '../types/pipeline';
import { passesFilters } from './pipeline-filters';
import { mergeRanking } from './ranked-order';

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
});
