import { americanSpelling } from '../src/skills/spelling-variants';
import { parseJob, type JobSkill, type ParsedJob } from '../src/jobs/parse-job';

// Postings written for these tests (not copies of real ones): skills a posting asks for that no
// dictionary names, read from the shape of the words around them.

const written = (skills: JobSkill[]) => skills.map((s) => (s.span?.text ?? s.name).toLowerCase());
const lists = (job: ParsedJob) => ({ required: written(job.requiredSkills), preferred: written(job.preferredSkills) });

describe('licences and certifications written out', () => {
  it.each([
    ['- Registered nurse licence', 'registered nurse licence'],
    ["- A valid driver's licence", "driver's licence"],
    ['- Current forklift certification', 'forklift certification'],
  ])('"%s" in a requirement list is a skill', (bullet, skill) => {
    const job = parseJob(`Site Supervisor\n\nRequirements\n- 3 years of supervisory experience\n${bullet}\n- Strong communication skills\n`);
    expect(lists(job).required.some((s) => s.includes(skill))).toBe(true);
  });

  it('files a licence asked as a plus under preferred', () => {
    const job = parseJob('Care Assistant\n\nNice to have\n- Full UK driving licence\n');
    expect(lists(job).preferred.some((s) => s.includes('driving licence'))).toBe(true);
    expect(lists(job).required.some((s) => s.includes('licence'))).toBe(false);
  });
});

describe('British spellings', () => {
  it.each([
    ['licence', 'license'],
    ['organisation', 'organization'],
    ['organised', 'organized'],
    ['colour', 'color'],
    ['analyse', 'analyze'],
    ['centre', 'center'],
  ])('"%s" is "%s"', (british, american) => expect(americanSpelling(british)).toBe(american));

  it.each(['science', 'experience', 'rise', 'four', 'tour', 'license'])('leaves "%s" as it is', (word) => expect(americanSpelling(word)).toBe(word));
});

describe('headings that say what the employer expects', () => {
  it.each(['Tech stack we expect', 'What we’ll expect from you:', 'Skills we require', 'What is expected of you'])(
    '"%s" heads a requirement list',
    (heading) => {
      const job = parseJob(`Backend Engineer\n\nWe build payment tools.\n\n${heading}\n- Kubernetes\n- PostgreSQL\n`);
      expect(lists(job).required).toEqual(['kubernetes', 'postgresql']);
    },
  );

  it('reads "What you can expect from us" as what the job offers, not what it asks', () => {
    const job = parseJob('Backend Engineer\n\nRequirements\n- Kubernetes\n\nWhat you can expect from us\n- Private health insurance\n- Learning budget\n');
    expect(lists(job).required).toEqual(['kubernetes']);
  });
});

describe('headings that say what the reader may already have', () => {
  it.each(['For example, you might have:', 'You may already have', 'You should also have:'])('"%s" heads a requirement list', (heading) => {
    const job = parseJob(`Research Software Engineer\n\nWe build research software.\n\n${heading}\n- managed projects using version control\n- Kubernetes\n`);
    expect(lists(job).required).toEqual(expect.arrayContaining(['version control', 'kubernetes']));
  });

  it('leaves "what you might do" a list of duties', () => {
    const job = parseJob('Research Software Engineer\n\nWhat you might do:\n- Maintain Kubernetes clusters\n');
    expect(lists(job).required).toEqual([]);
  });
});

describe('a quality asked by its adjective', () => {
  it.each([
    ['- Highly numerate, ideally with some statistics', 'numerate'],
    ['- Highly adaptable', 'adaptable'],
    ['- You are highly literate in data', 'literate'],
  ])('"%s" asks for a skill', (bullet, written) => {
    const job = parseJob(`Finance Assistant\n\nRequirements\n- Excel\n${bullet}\n`);
    expect(lists(job).required).toContain(written);
  });

  it('names it by its noun when English knows one', () => {
    const job = parseJob('Finance Assistant\n\nRequirements\n- Excel\n- Highly adaptable\n');
    expect(job.requiredSkills.map((s) => s.name.toLowerCase())).toContain('adaptability');
  });

  it.each(['- Hours are highly variable', '- SQL highly desirable', '- Experience with highly available systems'])('"%s" asks for no quality', (bullet) => {
    const job = parseJob(`Finance Assistant\n\nRequirements\n- Excel\n${bullet}\n`);
    expect(lists(job).required).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:variable|desirable|available)$/)]));
  });
});

describe('an everyday noun asked for as the object of a requirement', () => {
  it.each([
    ['- Knowledgeable in the Android ecosystem, deployment, and continuous integration', 'deployment'],
    ['- Comfortable with version control, testing and documentation', 'documentation'],
    ['- Leadership abilities, including training and mentorship', 'training'],
  ])('"%s" asks for "%s"', (bullet, skill) => {
    const job = parseJob(`Mobile Engineer\n\nRequirements\n${bullet}\n- Strong written communication skills\n`);
    expect(lists(job).required).toContain(skill);
  });

  it.each([
    ['- Ability to work under pressure and meet deadlines', 'pressure'],
    ['- Experience in coordinating projects for the development and posting of websites', 'websites'],
    ['- Knowledge of web development and maintenance is a plus', 'maintenance'],
  ])('"%s" does not ask for "%s"', (bullet, word) => {
    const job = parseJob(`Web Coordinator\n\nRequirements\n${bullet}\n`);
    expect([...lists(job).required, ...lists(job).preferred]).not.toContain(word);
  });
});

describe('"adept at" and "competent in" ask as "skilled in" does', () => {
  it.each([
    ['- Adept at giving code reviews and leading workshops', 'code reviews'],
    ['- Competent in financial modelling', 'financial modelling'],
  ])('"%s" asks for "%s"', (bullet, skill) => {
    const job = parseJob(`Engineering Lead\n\nAbout the role\n${bullet}\n`);
    expect(lists(job).required).toContain(skill);
  });
});

describe('asking words that open a list item', () => {
  it('are not part of the item ("comfortable in spreadsheets" asks for spreadsheets)', () => {
    const job = parseJob('Operations Lead\n\nRequirements\n- Software savvy: experience with Google Docs, comfortable in spreadsheets, databases\n');
    expect(lists(job).required).toContain('spreadsheets');
    expect(lists(job).required).not.toContainEqual(expect.stringMatching(/comfortable/));
  });
});
