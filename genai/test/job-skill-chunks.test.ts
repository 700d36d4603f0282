import { phraseChunks } from '../src/jobs/phrase-chunks';
import { tableCells, tableColumns } from '../src/jobs/requirement-table';
import { parseJob, type JobSkill } from '../src/jobs/parse-job';

// Postings written for these tests: skills named with no cue word, person-specification tables,
// and the wordings that make a skill a plus.

const named = (skills: JobSkill[]) => skills.map((s) => s.name.toLowerCase());
/** The skill's name and its words in the posting: the taxonomy may name "Tableau" by its kind. */
const forms = (skills: JobSkill[]) => skills.flatMap((s) => [s.name.toLowerCase(), (s.span?.text ?? '').toLowerCase()]);

describe('noun-phrase candidates of a requirement line', () => {
  it('takes a bullet that only names a skill, without the words that say how good', () => {
    expect(phraseChunks('Valid forklift licence').map((c) => c.text)).toEqual(['forklift licence']);
  });

  it('gives the phrase both as written and without its trailing "skills"', () => {
    const [c] = phraseChunks('Stock rotation skills');
    expect(c).toEqual({ text: 'Stock rotation skills', start: 0, core: 'Stock rotation' });
  });

  it("ends a phrase at a plural's verb and at punctuation", () => {
    const texts = phraseChunks('Teams using pallet wrapping, cold chain handling').map((c) => c.text);
    expect(texts).not.toContainEqual(expect.stringContaining('using'));
    expect(texts).toEqual(expect.arrayContaining(['pallet wrapping', 'cold chain handling']));
  });

  it('leaves out phrases that are not asked skills: years, places to work, describing words', () => {
    expect(phraseChunks('3 years in a busy environment, flexible')).toEqual([]);
  });
});

describe('a requirement list that names skills without a cue word', () => {
  const job = parseJob(`Warehouse Team Leader

What you will do
- Lead the night shift and plan the pick routes

What you bring
- Valid forklift license
- Forklift certification
- Highly organised`);

  it('files the named phrases as required skills, the duty line left out', () => {
    const req = named(job.requiredSkills);
    expect(req).toEqual(expect.arrayContaining(['forklift license', 'forklift certification']));
    expect(forms(job.requiredSkills)).not.toContainEqual(expect.stringContaining('route'));
  });

  it('reads "highly organised" as organisational skills', () => {
    expect(named(job.requiredSkills)).toContain('organizational skills');
  });
});

describe('person-specification tables', () => {
  const columns = tableColumns('Criteria | Essential | Desirable')!;

  it('knows the columns from the header row, and no columns without both kinds', () => {
    expect(columns).toEqual([undefined, 'requirements', 'preferred']);
    expect(tableColumns('Name | Team | Office')).toBeUndefined();
  });

  it('files the first cell as strongly as the first filled column', () => {
    expect(tableCells('Bookkeeping | - | Experience with Xero', columns)!.map((c) => [c.text, c.kind])).toEqual([
      ['Bookkeeping', 'preferred'],
      ['Experience with Xero', 'preferred'],
    ]);
    const row = 'Payroll | Knows payroll software | Sage Payroll';
    for (const c of tableCells(row, columns)!) expect(row.slice(c.offset, c.offset + c.text.length)).toBe(c.text);
  });

  it("splits a posting's table into required and preferred skills", () => {
    const job = parseJob(`Finance Assistant

Person specification
Criteria | Essential | Desirable
Bookkeeping | Experience with double-entry bookkeeping | Experience with Xero
Budgeting | - | Experience with Excel and Power BI`);
    expect(forms(job.requiredSkills)).toContain('bookkeeping');
    expect(forms(job.preferredSkills)).toEqual(expect.arrayContaining(['xero', 'power bi']));
    expect(forms(job.requiredSkills)).not.toContain('power bi');
  });
});

describe('wordings that make a skill a plus', () => {
  it.each(['Great to have:', 'Good-to-have:', 'Brownie points for:'])('reads the heading "%s" as a nice-to-have list', (heading) => {
    const job = parseJob(`Data Analyst\n\nRequirements\n- Experience with SQL\n\n${heading}\n- Experience with Tableau`);
    expect(forms(job.preferredSkills)).toContain('tableau');
    expect(forms(job.requiredSkills)).toContain('sql');
  });

  it('reads "great if" in a line as a plus', () => {
    const job = parseJob('Data Analyst\n\nRequirements\n- Experience with SQL\n- Great if you also know Looker');
    expect(forms(job.preferredSkills)).toContain('looker');
  });
});

describe('a human language named with how it is used', () => {
  it('is the language, spanning its name', () => {
    const job = parseJob('Account Executive\n\nRequirements\n- Excellent spoken and written English skills\n- Fluent in written and spoken Portuguese');
    expect(forms(job.requiredSkills)).toEqual(expect.arrayContaining(['english', 'portuguese']));
    expect(forms(job.requiredSkills)).not.toContainEqual(expect.stringMatching(/spoken|written/));
    for (const s of job.requiredSkills) expect(s.span!.text).toMatch(/^(English|Portuguese)$/);
  });

  it.each(['- Excellent English communication skills', '- Your communication skills in written German are those of a native speaker'])(
    '"%s" asks for the language, not communication as well',
    (bullet) => {
      const job = parseJob(`Support Agent\n\nRequirements\n${bullet}\n- Zendesk\n`);
      expect(forms(job.requiredSkills)).toContainEqual(expect.stringMatching(/^(english|german)$/));
      expect(job.requiredSkills.map((s) => s.name.toLowerCase())).not.toContainEqual(expect.stringMatching(/communication/));
    },
  );

  it('keeps communication asked in its own modes beside the language', () => {
    const job = parseJob('Support Agent\n\nRequirements\n- Good verbal and written communication skills in English\n');
    expect(job.requiredSkills.map((s) => s.name.toLowerCase())).toEqual(expect.arrayContaining(['verbal communication', 'written communication']));
  });
});

describe('tools a posting says it does not use', () => {
  it('are asked for by no list', () => {
    const job = parseJob(
      'Backend Developer\n\nRequirements\n- Experience with Kotlin and Spring\n- Note: we do not use Ruby or Elixir, and the desirable skills are listed below',
    );
    expect(forms(job.requiredSkills)).toEqual(expect.arrayContaining(['kotlin']));
    for (const unwanted of ['ruby', 'elixir', 'note', 'desirable']) expect(forms([...job.requiredSkills, ...job.preferredSkills])).not.toContain(unwanted);
  });
});

describe('words that date or qualify a thing rather than name it', () => {
  it.each([
    ['- Knowledge of current publishing trends and popular authors', /^current/i],
    ['- Keen to learn new technologies and new frameworks', /^new\b/i],
    ['- Familiar with the latest design trends', /^latest/i],
    ['- 2 years in a school library, or equivalent event planning experience', /^equivalent/i],
  ])('"%s" names no skill starting with them', (bullet, lead) => {
    const job = parseJob(`Librarian\n\nRequirements\n${bullet}\n- Customer service\n`);
    expect(forms([...job.requiredSkills, ...job.preferredSkills])).not.toContainEqual(expect.stringMatching(lead));
  });
});

describe('a trailing "language" after a named language', () => {
  it('names the language once ("the Python language" is Python)', () => {
    const job = parseJob('Backend Developer\n\nNice to have\n- Experience working with the Python language and Django\n');
    expect(job.preferredSkills.map((s) => s.name.toLowerCase())).toContain('python');
    expect(forms(job.preferredSkills)).not.toContain('python language');
  });
});

describe('a bracketed aside that says what is not needed', () => {
  it('asks for nothing, while the rest of its line still asks', () => {
    const job = parseJob('Java Developer\n\nRequirements\n- Experience in Java development (note: our projects do not use PHP, Perl or WordPress)\n');
    const asked = forms([...job.requiredSkills, ...job.preferredSkills]);
    expect(asked).toContain('java');
    for (const unwanted of ['php', 'perl', 'wordpress']) expect(asked).not.toContain(unwanted);
  });
});
