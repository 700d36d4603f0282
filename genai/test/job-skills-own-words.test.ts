import { coordinatedSkills, skillsOfLine } from '../src/jobs/job-skills';
import { parseJob, type JobSkill } from '../src/jobs/parse-job';

// Postings written for these tests; each checks one mechanism of reading skills in the posting's own words.

const named = (skills: JobSkill[]) => skills.map((s) => s.name.toLowerCase());
const written = (skills: JobSkill[]) => skills.map((s) => (s.span?.text ?? s.name).toLowerCase());

describe('coordinated modifiers share one head word', () => {
  it('makes each modifier its own skill, with the modifier as the span', () => {
    const line = 'Strong written and verbal communication skills';
    const [c] = coordinatedSkills(line);
    expect(c!.items.map((i) => i.name)).toEqual(['written communication', 'verbal communication']);
    for (const i of c!.items) expect(line.slice(i.start, i.end)).toBe(i.text);
  });

  it('reads lists of three with the shared "skills" or "testing" head', () => {
    expect(coordinatedSkills('Excellent negotiation, interpersonal and presentation skills')[0]!.items.map((i) => i.name)).toEqual([
      'negotiation skills',
      'interpersonal skills',
      'presentation skills',
    ]);
    expect(coordinatedSkills('Hands-on unit, integration and load testing')[0]!.items.map((i) => i.name)).toEqual([
      'unit testing',
      'integration testing',
      'load testing',
    ]);
  });

  it('leaves a sentence alone when one "item" is not a modifier', () => {
    expect(coordinatedSkills('You are reliable, patient, kind, and have good communication skills')).toEqual([]);
    expect(coordinatedSkills('Fluent English and exceptionally clear communication')).toEqual([]);
  });
});

describe('skills the taxonomy files under one id stay apart when the posting names both', () => {
  const posting = `Warehouse Systems Developer
Requirements
- Experience with Jenkins and GitHub Actions pipelines
- Excellent organisational and multi-tasking skills
- Strong interpersonal and presentation skills`;
  const job = parseJob(posting);

  it('keeps each named skill, every span pointing at the posting text', () => {
    const req = named(job.requiredSkills);
    // "multi-tasking" is the taxonomy's alias of organisational skills: it keeps the posting's word.
    expect(req).toEqual(expect.arrayContaining(['organisational skills', 'multi-tasking', 'interpersonal skills', 'presentation skills']));
    const spans = job.requiredSkills.map((s) => s.span!.text);
    expect(spans).toEqual(expect.arrayContaining(['Jenkins', 'GitHub Actions']));
    for (const s of job.requiredSkills) expect(posting.slice(s.span!.start, s.span!.end)).toBe(s.span!.text);
  });

  it('counts a second spelling of the same skill once', () => {
    const job2 = parseJob('Web Developer\nRequirements\n- JavaScript and TypeScript\n- Testing JS code with Jest');
    expect(job2.requiredSkills.filter((s) => /^(javascript|js)$/i.test(s.span?.text ?? ''))).toHaveLength(1);
  });

  it('keeps an acronym whose letters do not abbreviate the name already taken ("GAAP" after "accounting")', () => {
    const job3 = parseJob(
      'Senior Accountant\nRequirements\n- Strong background in accounting\n- You are familiar with GAAP\n- Experience with Amazon Web Services, AWS Lambda',
    );
    expect(written(job3.requiredSkills)).toEqual(expect.arrayContaining(['accounting', 'gaap']));
  });
});

describe('required or preferred from the heading and the line', () => {
  const job = parseJob(`Field Service Technician
What you bring
- A valid driving licence
- Experience with SAP and Salesforce
- Knowledge of Tableau would be a plus
Bonus points
- Python scripting`);

  it('files a cue on the line and a bonus heading as preferred, the rest as required', () => {
    expect(written(job.requiredSkills)).toEqual(expect.arrayContaining(['sap', 'salesforce']));
    expect(written(job.preferredSkills)).toEqual(expect.arrayContaining(['tableau', 'python']));
    expect(written(job.requiredSkills)).not.toContain('tableau');
  });

  it('reads "helpful", "preferred but not required" and an "Assets" heading as a plus, and drops what is not needed', () => {
    const plus = parseJob(`Support Engineer
Requirements
- Experience with Zendesk
- Knowledge of SQL is helpful
- Jira experience preferred but not required
- No Python experience required
- Experience with Ansible is good to have
Assets
- Experience with Salesforce`);
    expect(written(plus.requiredSkills)).toEqual(['zendesk']);
    expect(written(plus.preferredSkills)).toEqual(expect.arrayContaining(['sql', 'jira', 'salesforce', 'ansible']));
    expect(written([...plus.requiredSkills, ...plus.preferredSkills])).not.toContain('python');
  });

  it('heads a list with a long lead-in that says the list helps', () => {
    const lead = parseJob(`Systems Administrator
Requirements
- Experience with Linux servers
Our office runs on the following systems, and applicants would benefit from describing how well they know each of them:
- Proxmox
- Zabbix`);
    expect(written(lead.preferredSkills)).toContain('zabbix');
    expect(written(lead.requiredSkills)).not.toContain('zabbix');
    expect(written(lead.requiredSkills)).toContain('linux');
  });

  it('offers a bullet that is only an unknown name as a candidate skill, but not a person or a weekday', () => {
    expect(skillsOfLine('Proxmox').map((s) => [s.text, s.via])).toEqual([['Proxmox', 'name']]);
    expect(skillsOfLine('Experience with Grafana, Loki and Tempo').map((s) => s.text)).toEqual(expect.arrayContaining(['Loki', 'Tempo']));
    expect(skillsOfLine('Experience working with Product managers, UX-designers and Saturdays').map((s) => s.text)).toEqual([]);
  });

  it('gives every skill a confidence from the learnt weights', () => {
    for (const s of [...job.requiredSkills, ...job.preferredSkills]) {
      expect(s.confidence).toBeGreaterThan(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('work mode and place written together', () => {
  it('reads "Remote (India)" as a remote job in India', () => {
    const job = parseJob('Backend Engineer\nLocation: Remote (India)\n\nRequirements:\n- Go and PostgreSQL');
    expect(job.workplace).toBe('remote');
    expect(job.location?.country).toBe('IN');
    expect(job.location?.remote).toBe(true);
  });

  it('reads "Hybrid – 2 days in Pune" as a hybrid job in Pune', () => {
    const job = parseJob('Data Analyst\nHybrid – 2 days in Pune\n\nWhat you bring:\n- SQL');
    expect(job.workplace).toBe('hybrid');
    expect(job.location?.city).toBe('Pune');
    expect(job.location?.remote).toBe(false);
  });

  it('reads "(Remote, India)" after the title', () => {
    const job = parseJob('Site Reliability Engineer (Remote, India)\n\nRequirements:\n- Kubernetes');
    expect(job.title).toBe('Site Reliability Engineer');
    expect(job.workplace).toBe('remote');
    expect(job.location?.country).toBe('IN');
  });
});
