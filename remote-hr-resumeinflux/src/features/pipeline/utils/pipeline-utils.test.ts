import { formatDateTime } from '../../../lib/date-format';
import { application } from '../test/applications';
import { NO_FILTERS } from '../types/pipeline';
import { stageAfterKey } from '../components/board-keyboard';
import { csvCell } from 'shared-schemas';
import { csvFileName, pipelineCsv } from './pipeline-csv';
import { filterApplications, rankApplications, skillsInPlay } from './pipeline-filters';
import { memberRatings } from './ratings';

const ada = application('Ada Lovelace', {
  match: { score: 91, matched: ['Go', 'PostgreSQL'], missing: ['Kafka'], summary: 'Strong backend fit.' },
  stage: 'screening',
});
const bo = application('Bo Chen', { match: { score: 64, matched: ['Go'], missing: ['PostgreSQL', 'Kafka'], summary: '' }, source: 'applied' });
const cy = application('Cy Diaz', { match: { score: 64, matched: ['Kafka'], missing: ['Go'], summary: '' }, stage: 'rejected', source: 'directory' });
const all = [bo, cy, ada];

describe('ranking and filters', () => {
  it('ranks best match first; equal scores by more matched skills, then name', () => {
    expect(rankApplications(all).map((a) => a.name)).toEqual(['Ada Lovelace', 'Bo Chen', 'Cy Diaz']);
    const dee = application('Dee Ek', { match: { score: 64, matched: ['Go', 'Kafka'], missing: [], summary: '' } });
    expect(rankApplications([...all, dee]).map((a) => a.name)).toEqual(['Ada Lovelace', 'Dee Ek', 'Bo Chen', 'Cy Diaz']);
  });

  it('filters by stage, minimum score, skill held, source and name', () => {
    const names = (filters: Partial<typeof NO_FILTERS>) => filterApplications(all, { ...NO_FILTERS, ...filters }).map((a) => a.name);
    expect(names({})).toEqual(['Bo Chen', 'Cy Diaz', 'Ada Lovelace']);
    expect(names({ stage: 'screening' })).toEqual(['Ada Lovelace']);
    expect(names({ minScore: 65 })).toEqual(['Ada Lovelace']);
    expect(names({ skill: ' go ' })).toEqual(['Bo Chen', 'Ada Lovelace']);
    expect(names({ source: 'directory' })).toEqual(['Cy Diaz']);
    expect(names({ query: 'CHEN' })).toEqual(['Bo Chen']);
    expect(names({ skill: 'Go', minScore: 70 })).toEqual(['Ada Lovelace']);
  });

  it('offers every skill matched or missing, once each, sorted', () => {
    expect(skillsInPlay(all)).toEqual(['Go', 'Kafka', 'PostgreSQL']);
  });
});

describe('pipeline CSV', () => {
  it('writes one row per applicant, best first, quoting and defusing formulas', () => {
    const evil = application('=HYPERLINK("x")', { match: { score: 10, matched: [], missing: [], summary: 'Says "hi", twice' }, email: null });
    const lines = pipelineCsv([bo, evil, ada]).split('\r\n');
    expect(lines[0]).toBe('Rank,Name,Email,Stage,Match score,Matched skills,Missing skills,Fit summary,Source,Applied');
    const applied = csvCell(formatDateTime('2026-11-01T09:00:00Z'));
    // Cells holding ";" are quoted: where ";" is the spreadsheet's separator they stay one cell.
    expect(lines[1]).toBe(`1,Ada Lovelace,ada.lovelace@mail.example,Screening,91,"Go; PostgreSQL",Kafka,Strong backend fit.,Uploaded by HR,${applied}`);
    expect(lines[2]!.startsWith('2,Bo Chen,bo.chen@mail.example,Applied,64,Go,"PostgreSQL; Kafka",,Applied on HireGen,')).toBe(true);
    expect(lines[3]!.startsWith(`3,"'=HYPERLINK(""x"")",,Applied,10,,,"Says ""hi"", twice",Uploaded by HR,`)).toBe(true);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('cells and file names', () => {
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvFileName('Sr. Backend Engineer (Go)', new Date('2026-11-23T10:00:00Z'))).toBe('sr-backend-engineer-go-pipeline-2026-11-23.csv');
  });
});

describe('memberRatings', () => {
  it('counts each member once, by their latest rated note, and averages over members', () => {
    const note = (authorUid: string, rating: number | null, createdAt: string) => ({
      id: `${authorUid}-${createdAt}`,
      authorUid,
      authorName: authorUid,
      text: 'n',
      rating,
      createdAt,
    });
    const ratings = memberRatings([
      note('hana', 2, '2026-11-01T09:00:00Z'),
      note('hana', 5, '2026-11-02T09:00:00Z'),
      note('hana', null, '2026-11-03T09:00:00Z'),
      note('ivan', 4, '2026-11-01T10:00:00Z'),
      note('zed', 9, '2026-11-01T10:00:00Z'),
    ]);
    expect(Object.fromEntries(ratings.byMember)).toEqual({ hana: 5, ivan: 4 });
    expect(ratings.average).toBe(4.5);
    expect(memberRatings([]).average).toBeNull();
  });
});

describe('keyboard moves between stage columns', () => {
  it('arrows go to the neighbouring stage in board order and stop at the ends', () => {
    expect(stageAfterKey('applied', 'ArrowRight')).toBe('screening');
    expect(stageAfterKey('screening', 'ArrowDown')).toBe('interview');
    expect(stageAfterKey('screening', 'ArrowLeft')).toBe('applied');
    expect(stageAfterKey('applied', 'ArrowUp')).toBeNull();
    expect(stageAfterKey('rejected', 'ArrowRight')).toBeNull();
    expect(stageAfterKey('applied', 'Enter')).toBeNull();
  });
});
