import { matchResume } from '../src/match/match-job';
import { extractSkills, findSkillHits } from '../src/skills/extract-skills';
import { lookupSkill, skillDictionary } from '../src/taxonomy/dictionary';
import { workVerbLemma, workVerbs } from '../src/skills/work-verbs';

const names = (text: string) => extractSkills(text).skills.map((s) => s.name);

describe('skills dictionary', () => {
  it('maps common aliases to one canonical skill', () => {
    expect(lookupSkill('JS')?.name).toBe('JavaScript');
    expect(lookupSkill('ECMAScript')?.name).toBe('JavaScript');
    expect(lookupSkill('k8s')?.name).toBe('Kubernetes');
    expect(lookupSkill('ReactJS')?.name).toBe('React');
    expect(lookupSkill('postgres')?.name).toBe('PostgreSQL');
    expect(lookupSkill('Hypertext markup language HTML')?.name).toBe('HTML');
  });

  it('carries O*NET skills beyond software, with the attribution O*NET asks for', () => {
    const dict = skillDictionary();
    expect(lookupSkill('AutoCAD')?.name).toBe('CAD');
    expect(lookupSkill('Yardi')).toMatchObject({ source: 'onet', name: 'Yardi software' });
    expect(dict.skills.size).toBeGreaterThan(1000);
    expect(dict.attribution).toMatch(/O\*NET 29\.2 Database .*CC BY 4\.0/);
  });
});

describe('extractSkills', () => {
  it('finds skills with evidence spans that point at the text', () => {
    const text = 'Built services in Node.js and k8s; UI in React.';
    const result = extractSkills(text);
    const k8s = result.skills.find((s) => s.name === 'Kubernetes');
    expect(k8s?.evidence[0]).toEqual({ text: 'k8s', start: text.indexOf('k8s'), end: text.indexOf('k8s') + 3 });
    expect(result.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Node.js', 'Kubernetes', 'React']));
  });

  it('infers implied skills and marks them inferred', () => {
    const result = extractSkills('Five years of React and Spring Boot.');
    const js = result.inferred.find((s) => s.name === 'JavaScript');
    expect(js).toMatchObject({ inferred: true, via: ['React'] });
    expect(result.inferred.map((s) => s.name)).toContain('Java');
    expect(result.skills.map((s) => s.name)).not.toContain('JavaScript');
  });

  it('does not read "B.S." as the language B or the verb "go" as Go', () => {
    expect(names('B.S. in Computer Science. We go to great lengths.')).not.toContain('Go');
    expect(findSkillHits('B.S. in Physics').map((h) => h.text)).not.toContain('B');
    expect(names('Go to market strategy for the product.')).not.toContain('Go');
    expect(names('Languages: Go, Rust, Python')).toEqual(expect.arrayContaining(['Go', 'Rust', 'Python']));
    expect(names('Backend services written in Go and Python.')).toContain('Go');
  });

  it('guards one-letter and everyday names (R&D, San Francisco, React the verb)', () => {
    expect(names('Led R&D for a team in San Francisco.')).toEqual([]);
    expect(names('Able to react quickly to change')).not.toContain('React');
    expect(names('Statistics in R, Python and SQL')).toContain('R');
    expect(names('Grade C in maths; C-level stakeholders')).not.toContain('C');
  });

  it('finds non-technical skills across fields', () => {
    const found = names('Registered nurse with patient care, wound care and BLS. Strong communication skills; bookkeeping and payroll.');
    expect(found).toEqual(expect.arrayContaining(['Patient care', 'Nursing', 'BLS/ACLS', 'Communication', 'Accounting', 'Payroll']));
  });

  it('returns open skill phrases the dictionary does not name', () => {
    const { phrases } = extractSkills('You will have the ability to build strong relationships with clients.');
    expect(phrases.map((p) => p.text)).toContain('build strong relationships');
  });
});

describe('open skill phrases: general mechanisms', () => {
  const phrases = (text: string) => extractSkills(text).phrases.map((p) => p.text);
  const found = (text: string) => {
    const r = extractSkills(text);
    return [...r.phrases.map((p) => p.text), ...r.skills.flatMap((s) => s.evidence.map((e) => e.text))];
  };

  it('reads duties led by O*NET work verbs in any form, at clause starts and after lost bullets', () => {
    const text =
      'The nurse will be administering medication and triaging walk-in patients; you will also coordinate discharge plans Monitor deteriorating vital signs for the ward sister.';
    expect(workVerbs().has('administer')).toBe(true);
    expect(workVerbLemma('coordinating')).toBe('coordinate');
    expect(workVerbLemma('planning')).toBe('plan');
    expect(workVerbLemma('renegotiate')).toBe('renegotiate');
    expect(workVerbLemma('planned')).toBeUndefined();
    expect(phrases(text)).toEqual(
      expect.arrayContaining(['administering medication', 'triaging walk-in patients', 'coordinate discharge plans', 'Monitor deteriorating vital signs']),
    );
  });

  it('does not read what the applicant gets or does to apply as duties', () => {
    const out = phrases('Join our team and receive full training. Apply with your CV. We offer free parking, regular training and a pension.');
    expect(out.join(' | ')).not.toMatch(/join|receive|apply|parking|pension/i);
  });

  it('leaves out skill words that start a job title, in the dictionary and in phrases', () => {
    expect(findSkillHits('Reporting to the Purchasing Manager, you will support the Sales Executive.').map((h) => h.text)).toEqual([]);
    expect(findSkillHits('Purchasing, sales and CRM experience.').map((h) => h.text)).toEqual(expect.arrayContaining(['Purchasing', 'sales', 'CRM']));
    expect(phrases('We need a Test Analyst.')).toEqual([]);
  });

  it('reads the other items of a list that holds a skill, but not people or places', () => {
    const out = found('You will handle bookkeeping, payroll, VAT returns and credit control for clients in Leeds, Bradford and York.');
    expect(out).toEqual(expect.arrayContaining(['payroll', 'VAT returns', 'credit control']));
    expect(out.join(' | ')).not.toMatch(/Leeds|Bradford|York/);
  });

  it('reads qualities said of the person, not of the employer', () => {
    expect(found('We want a highly organised, adaptable and resourceful administrator.')).toEqual(
      expect.arrayContaining(['organised', 'adaptable', 'resourceful']),
    );
    expect(phrases('Join a prestigious and profitable firm.')).toEqual([]);
  });

  it('reads what experience is of: "cost reduction experience", "proficient in Xero"', () => {
    expect(phrases('Proven cost reduction experience and proficient in Xero reconciliations.')).toEqual(
      expect.arrayContaining(['cost reduction', 'Xero reconciliations']),
    );
  });

  it('stays linear on long lists and pasted pages', () => {
    for (const text of ['Managing sales budgets, planning events, '.repeat(4800), 'Java, Excel, negotiation, '.repeat(7000)]) {
      const started = performance.now();
      extractSkills(text);
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });
});

describe('umbrella labels in a job', () => {
  it('never reports "Programming", "Web development" or "Software development" as missing, while real skills are', () => {
    const job = 'Web Developer\nRequirements:\n- Programming experience\n- Web Development\n- Software development\n- PostgreSQL\n- Docker';
    const missing = matchResume(job, { text: 'Experience\nFrontend Engineer, Acme 2019 - Present\n• Built React apps in TypeScript' }).missing.map((m) =>
      m.skill.toLowerCase(),
    );
    expect(missing).toEqual(expect.arrayContaining(['postgresql', 'docker']));
    expect(missing.filter((m) => /programming|web development|software development/.test(m))).toEqual([]);
  });
});
