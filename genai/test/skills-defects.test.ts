// Skills sections as real resumes print them through designs the parser was not written for:
// each case is a made-up document shaped like a design that was read wrong.
import { extractSkills } from '../src/resume/extract-skills';
import type { ResumeLine } from '../src/resume/resume-line';
import { splitSummarySkills } from '../src/resume/summary-skills';
import { resumeLine } from './line-fixtures';

const L = (segments: string | string[], fields: Partial<ResumeLine> = {}) => resumeLine(segments, { fontSize: 9, gapAbove: 11, ...fields });
const keywords = (lines: ResumeLine[], heading = 'Skills') => extractSkills(lines, heading).flatMap((g) => g.keywords);

describe('a group rated in brackets before its colon', () => {
  it('is named without its rating, and the figures are not skills', () => {
    expect(extractSkills([L('Python (Advanced): Pandas, Data Analysis'), L('Data Analysis (90, 70): R, Stata')], 'Skills')).toEqual([
      { name: 'Python', keywords: ['Pandas', 'Data Analysis'] },
      { name: 'Data Analysis', keywords: ['R', 'Stata'] },
    ]);
  });
});

describe('a list inside brackets', () => {
  it('stays one item as written', () => {
    expect(keywords([L('Kotlin [Ktor, Exposed], Go, Cloud (Azure, GCP)')])).toEqual(['Kotlin [Ktor, Exposed]', 'Go', 'Cloud (Azure, GCP)']);
    // An unclosed bracket does not swallow the list.
    expect(keywords([L('Kotlin [Ktor, Exposed, Go')])).toEqual(['Kotlin [Ktor', 'Exposed', 'Go']);
  });
});

describe('groups run into one paragraph', () => {
  it('each group after a bullet is a group of its own', () => {
    expect(extractSkills([L('Back End: Go, Deno • Data Storage: Redis, SQLite • Front End: Lit')], 'Skills')).toEqual([
      { name: 'Back End', keywords: ['Go', 'Deno'] },
      { name: 'Data Storage', keywords: ['Redis', 'SQLite'] },
      { name: 'Front End', keywords: ['Lit'] },
    ]);
  });
  it('a group wrapped at the column edge goes on below', () => {
    const lines = [L('Languages: Kotlin, Go, Elixir • Web & Mobile', { right: 500 }), L('Frameworks: Phoenix, Ktor • Data: DuckDB, Redis', { right: 420 })];
    expect(extractSkills(lines, 'Skills').map((g) => g.name)).toEqual(['Languages', 'Web & Mobile Frameworks', 'Data']);
  });
});

describe('a line set closer than the rows of its list', () => {
  it('is the tail of the item above', () => {
    const lines = [
      L('Terraform', { gapAbove: 30 }),
      L('Site Reliability', { gapAbove: 30 }),
      L('Engineering', { gapAbove: 11 }),
      L('Ansible', { gapAbove: 30 }),
      L('Helm', { gapAbove: 30 }),
    ];
    expect(keywords(lines)).toEqual(['Terraform', 'Site Reliability Engineering', 'Ansible', 'Helm']);
    // Not when the list is set at that pitch, nor across a level row.
    expect(keywords([L('Kafka', { gapAbove: 11 }), L('Redis', { gapAbove: 11 }), L('MinIO', { gapAbove: 11 }), L('Helm', { gapAbove: 11 })])).toEqual([
      'Kafka',
      'Redis',
      'MinIO',
      'Helm',
    ]);
    const rated = [
      L('Frontend', { gapAbove: 30 }),
      L('Expert', { gapAbove: 16 }),
      L('Svelte', { gapAbove: 11 }),
      L('Backend', { gapAbove: 30 }),
      L('Expert', { gapAbove: 16 }),
      L('Elixir', { gapAbove: 11 }),
    ];
    expect(keywords(rated)).not.toContain('Frontend Svelte');
  });
  it('in a table row, set in bold, is the tail of the group name in its first cell', () => {
    const lines = [
      L(['Workflow and', 'Airflow, Dagster'], { gapAbove: 16 }),
      L('Orchestration', { gapAbove: 12, bold: true }),
      L('Tooling', { gapAbove: 12, bold: true }),
      L(['Storage', 'Redis, MinIO'], { gapAbove: 16 }),
      L(['Testing', 'Jest, Vitest'], { gapAbove: 15 }),
    ];
    expect(extractSkills(lines, 'Skills')).toEqual([
      { name: 'Workflow and Orchestration Tooling', keywords: ['Airflow', 'Dagster'] },
      { name: 'Storage', keywords: ['Redis', 'MinIO'] },
      { name: 'Testing', keywords: ['Jest', 'Vitest'] },
    ]);
  });
});

describe('a wrapped list', () => {
  it('a bold line under it names the next group', () => {
    const lines = [
      L('Frontend', { bold: true, gapAbove: 14 }),
      L('Svelte, Lit, Web Components', { right: 200 }),
      L('Backend', { bold: true, gapAbove: 14, right: 90 }),
      L('Elixir, Go', { right: 100 }),
    ];
    expect(extractSkills(lines, 'Skills')).toEqual([
      { name: 'Frontend', keywords: ['Svelte', 'Lit', 'Web Components'] },
      { name: 'Backend', keywords: ['Elixir', 'Go'] },
    ]);
  });
  it('a line filled to the column edge goes on with the first word below, comma and all', () => {
    const lines = [
      L('Data', { bold: true, gapAbove: 14 }),
      L('Rust, Elixir, Stream', { right: 198 }),
      L('processing, Kafka', { right: 120 }),
      L('Go, Zig', { right: 200 }),
    ];
    expect(keywords(lines)).toEqual(['Rust', 'Elixir', 'Stream processing', 'Kafka', 'Go', 'Zig']);
  });
});

describe('a rating in figures on a row of its own', () => {
  it('is neither a skill nor joined to the list under it', () => {
    const lines = [
      L('Data Engineering', { gapAbove: 19 }),
      L('90,70,60', { gapAbove: 15 }),
      L('Spark, dbt, Flink', { gapAbove: 11 }),
      L('Frontend', { gapAbove: 19 }),
      L('80%', { gapAbove: 15 }),
      L('Svelte, Lit', { gapAbove: 11 }),
    ];
    expect(extractSkills(lines, 'Skills')).toEqual([
      { name: 'Data Engineering', keywords: ['Spark', 'dbt', 'Flink'] },
      { name: 'Frontend', keywords: ['Svelte', 'Lit'] },
    ]);
  });
});

describe('a summary that names tools in brackets', () => {
  it('keeps them as prose: an aside is not a skills list', () => {
    const text = 'I enjoy building products with the best tools out there (Elixir, Svelte, Rust, Postgres, Redis).';
    expect(splitSummarySkills(text)).toEqual({ prose: text, skills: [] });
    expect(splitSummarySkills('Platform engineer. Elixir, Svelte, Rust, Postgres.').skills).toEqual(['Elixir', 'Svelte', 'Rust', 'Postgres']);
  });
});

describe('a row of names set apart by spaces alone', () => {
  it('is a list of skills under the group named above it', () => {
    const lines = [L('Backend', { bold: true, gapAbove: 40 }), L('Django Python PostgreSQL Redis Docker', { bold: true, gapAbove: 25 })];
    expect(extractSkills(lines, 'Skills')).toEqual([{ name: 'Backend', keywords: ['Django', 'Python', 'PostgreSQL', 'Redis', 'Docker'] }]);
  });
});
