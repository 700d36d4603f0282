import { itemImportances } from '../src/jobs/job-skills';
import { parseJob, type JobSkill, type ParsedJob } from '../src/jobs/parse-job';

// Postings written for these tests (not copies of real ones): which list an item belongs to when
// a heading, a lead-in sentence, a nested bullet or a cue inside the line says so.

const written = (skills: JobSkill[]) => skills.map((s) => (s.span?.text ?? s.name).toLowerCase());
const lists = (job: ParsedJob) => ({ required: written(job.requiredSkills), preferred: written(job.preferredSkills) });

describe('a plus cue in the words a posting uses', () => {
  it.each([
    'Experience with Kafka would be ideal',
    'Experience with Terraform is highly regarded',
    'Experience with Jenkins is valued',
    'Knowledge of Spanish would be valuable',
    'Familiarity with Airflow is a differentiator',
    'Preference will be given to candidates with Salesforce experience',
    'You may also have experience with Grafana',
    'We would love it if you have used Swift',
    'Plus: experience with Elasticsearch',
    'If you know Svelte, even better',
  ])('"%s" in a requirement list is a plus', (line) => {
    const job = parseJob(`Engineer\n\nRequirements\n- Python\n- ${line}\n`);
    const { required, preferred } = lists(job);
    expect(required).toEqual(['python']);
    expect(preferred).toHaveLength(1);
  });

  it('keeps "a must" and "mandatory" required', () => {
    const job = parseJob('Engineer\n\nRequirements\n- Jest experience is a must\n- Experience with Vue is mandatory\n');
    expect(lists(job).required).toEqual(expect.arrayContaining(['jest', 'vue']));
    expect(lists(job).preferred).toEqual([]);
  });
});

describe('headings phrased as sentences', () => {
  it('reads a lead-in with a plus cue and a colon as a nice-to-have heading', () => {
    const job = parseJob(`Frontend Developer

You'll thrive here if you have:
- React and TypeScript

It would be great if you also have the following:
- GraphQL
- Storybook experience
`);
    expect(lists(job).required).toEqual(['react', 'typescript']);
    expect(lists(job).preferred).toContain('graphql');
  });

  it('reads a sentence that stops before its object as the lead-in of the list below', () => {
    const job = parseJob(`Class Teacher

The successful candidate will have
- Qualified Teacher Status (QTS)
- Safeguarding training
We would also welcome applications from candidates with
- Excel
- PowerPoint

How to apply
Send your CV.
`);
    const { required, preferred } = lists(job);
    expect(required).toEqual(expect.arrayContaining(['qts', 'safeguarding']));
    expect(preferred).toEqual(['excel', 'powerpoint']);
  });

  it('keeps a requirement list that opens with "Ideally, we are looking for" required', () => {
    const job = parseJob(`Office Manager

Requirements
Ideally, we are looking for someone with the following
- Payroll experience
- Excel
`);
    expect(lists(job).required).toEqual(expect.arrayContaining(['payroll', 'excel']));
    expect(lists(job).preferred).toEqual([]);
  });

  it('reads a sentence with a plus cue above a list as the lead-in of a nice-to-have list', () => {
    const job = parseJob('Backend Developer\n\nRequirements\n- Python\n\nBonus points if you have worked with any of these.\n- Docker\n- Kafka\n');
    expect(lists(job)).toEqual({ required: ['python'], preferred: ['docker', 'kafka'] });
    // Without a list below, the sentence is one line of its list.
    const alone = parseJob('Backend Developer\n\nRequirements\n- Python\nExperience with Kafka would be a plus.\n- SQL\n');
    expect(lists(alone).required).toContain('sql');
  });

  it('files MoSCoW headings: must and should have required, could have a plus', () => {
    const job = parseJob('Designer\n\nMust have\n- Figma\nShould have\n- After Effects\nCould have\n- Photoshop\n');
    expect(lists(job).required).toEqual(['figma', 'after effects']);
    expect(lists(job).preferred).toEqual(['photoshop']);
  });
});

describe('a nested lead-in bullet', () => {
  it('scopes over the bullets nested under it, and the outer list resumes after them', () => {
    const job = parseJob(`Backend Developer

Requirements
- Python
- Bonus points if you have:
    - Docker
    - Kafka
- SQL

Benefits
- Pension
`);
    expect(lists(job)).toEqual({ required: ['python', 'sql'], preferred: ['docker', 'kafka'] });
  });

  it('scopes over the rest of the list when nothing is nested deeper', () => {
    const job = parseJob('Backend Developer\n\nRequirements\n- Python\n- Nice to have:\n- Docker\n- Kafka\n');
    expect(lists(job)).toEqual({ required: ['python'], preferred: ['docker', 'kafka'] });
  });

  it('leaves a requirement bullet that ends in a colon inside its list', () => {
    const job = parseJob('Backend Developer\n\nRequirements\n- Experience with one of the following:\n- Docker\n- Kafka\n');
    expect(lists(job).preferred).toEqual([]);
    expect(lists(job).required).toEqual(expect.arrayContaining(['docker', 'kafka']));
  });
});

describe('a cue that closes one list item', () => {
  it('finds each item of a line and its own cue', () => {
    const line = 'Experience with Java (must), Spring Boot (must), Kotlin (nice to have)';
    expect(itemImportances(line, undefined)!.map((i) => i.importance)).toEqual(['required', 'required', 'preferred']);
    expect(itemImportances('Docker, Kubernetes - a plus', 'requirements')!.map((i) => i.importance)).toEqual(['required', 'preferred']);
    expect(itemImportances('Experience with Java, Spring Boot and Kotlin', 'requirements')).toBeUndefined();
    expect(itemImportances('Kotlin (nice to have)', 'requirements')).toBeUndefined();
  });

  it('files the must items as required and the nice-to-have item as a plus', () => {
    const job = parseJob('Engineer\n\nExperience with Java (must), Spring Boot (must), Kotlin (nice to have)\n');
    expect(lists(job)).toEqual({ required: ['java', 'spring boot'], preferred: ['kotlin'] });
  });
});

describe('person specifications written as lines and tables', () => {
  it('reads "Essential:" and "Desirable:" lines as headings with their list on the same line', () => {
    const job = parseJob('Staff Nurse\n\nPerson specification\nEssential: RN licence, BLS\nDesirable: ACLS, PALS\n');
    expect(lists(job).required).toContain('bls');
    expect(lists(job).preferred).toEqual(['acls', 'pals']);
  });

  it('files each row of a table by the cell that says how strongly it is asked for', () => {
    const job = parseJob('Data Engineer\n\n| Skill | Level |\n|---|---|\n| Python | Essential |\n| Docker | Desirable |\n| SQL | Essential |\n');
    expect(lists(job)).toEqual({ required: ['python', 'sql'], preferred: ['docker'] });
  });

  it('reads rows under an Essential / Desirable header as rows, even when a row names "Skills"', () => {
    const job = parseJob('Staff Nurse\n\n| Criteria | Essential | Desirable |\n|---|---|---|\n| Skills | BLS | ACLS |\n');
    expect(lists(job)).toEqual({ required: ['bls'], preferred: ['acls'] });
  });
});

describe('requirement headings in the words postings use', () => {
  it.each([
    "Who we're looking for",
    'What we need from you',
    'Candidate profile',
    'The person',
    'Your background',
    'KSAs',
    'You will have',
    "We'd like you to have",
    'To succeed in this role you will need',
    'What it takes',
    'Selection criteria',
    'Person specification',
    'Attributes',
    "You'll need",
    'What you should know',
  ])('"%s" heads a requirement list', (heading) => {
    const job = parseJob(`Engineer\n\nWe build software.\n\n${heading}\n- Python\n- Docker\n\nBenefits\n- Pension\n`);
    expect(lists(job)).toEqual({ required: ['python', 'docker'], preferred: [] });
  });

  it('leaves a company profile and the stack a team uses unasked', () => {
    for (const heading of ['Company profile', 'Our stack']) {
      const job = parseJob(`Engineer\n\n${heading}\n- Python\n- Docker\n`);
      expect(lists(job)).toEqual({ required: [], preferred: [] });
    }
  });
});

describe('where a bulleted list ends', () => {
  it('ends the list at a short unbulleted name over prose ("Location", "Schedule")', () => {
    const job = parseJob(`Support Engineer

Requirements
- Linux
- SQL
Additional Information
Applicants must be able to start in May.
Schedule
Monday to Friday.
`);
    expect(lists(job)).toEqual({ required: ['linux', 'sql'], preferred: [] });
  });

  it('keeps a label over more bullets inside the list', () => {
    const job = parseJob(`Support Engineer

Requirements
- Linux
Technical skills
- SQL
- Bash
`);
    expect(lists(job).required).toEqual(['linux', 'sql', 'bash']);
  });
});

describe("asking cues and the job's own description", () => {
  it('reads "exposure to", "worked with", "comfortable with" and "versed in" as asking', () => {
    const job = parseJob(`Data Engineer

About the job
You will join a small data team.
Exposure to Airflow is expected.
You have worked with Terraform.
You are comfortable with Kubernetes and well versed in PostgreSQL.
`);
    expect(lists(job).required).toEqual(expect.arrayContaining(['airflow', 'terraform', 'kubernetes', 'postgresql']));
  });

  it('reads "About the job" and "About the position" as the job, not the company; "About Acme" stays unasked', () => {
    const job = parseJob('Data Engineer\n\nAbout Acme\nAcme needs experience with Kafka.\n\nAbout the position\nExperience with Airflow is required.\n');
    expect(lists(job).required).toEqual(['airflow']);
  });
});
