import { checkAts } from '../src/ats/check-ats';
import { enhanceBullet } from '../src/enhance/enhance-bullet';
import { enhanceResume } from '../src/enhance/enhance-resume';
import { inventedFacts } from '../src/enhance/fact-guard';
import { parseResumeText } from '../src/resume/parse-resume';
import { scoreResume, SCORE_WEIGHTS } from '../src/score/score-resume';

const STRONG = parseResumeText(`Maya Chen
maya@example.com | (415) 555-0100 | San Francisco, CA | linkedin.com/in/maya
Summary
Backend engineer who ships reliable payment systems.
Experience
Senior Engineer, Stripe
Jan 2021 - Present
• Reduced checkout latency by 35% by rewriting the fraud scoring service in Go
• Led a team of 6 engineers to launch instant payouts in 12 countries
Engineer, Square
Jun 2017 - Dec 2020
• Built a reconciliation pipeline that processes 4M transactions per day
Education
B.S. in Computer Science, Stanford University
2013 - 2017
Skills
Go, PostgreSQL, Kafka`);

const WEAK = parseResumeText(`Experience
Engineer, Acme Corp
2019 - 2020
• Responsible for testing
• I was part of the team that was tasked with various things
Engineer, Beta LLC
Mar 2021 - Present
• Worked on stuff`);

describe('scoreResume', () => {
  it('weights sum to 100 and a strong resume outscores a weak one', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const strong = scoreResume(STRONG);
    const weak = scoreResume(WEAK);
    expect(strong.total).toBeGreaterThanOrEqual(85);
    expect(weak.total).toBeLessThan(40);
    expect(strong.version).toBe('1.1.0');
  });
  it('gives line-level suggestions that point at the line', () => {
    const card = scoreResume(WEAK);
    const impact = card.suggestions.filter((s) => s.category === 'impact');
    expect(impact.map((s) => s.line)).toContain('Responsible for testing');
    expect(impact.find((s) => s.line === 'Worked on stuff')?.path).toBe('work[1].highlights[0]');
    expect(card.suggestions.some((s) => s.category === 'date-consistency' && /one date format/.test(s.message))).toBe(true);
    expect(card.suggestions.some((s) => s.category === 'date-consistency' && /newest first/.test(s.message))).toBe(true);
    expect(card.suggestions.some((s) => s.path === 'basics.email')).toBe(true);
  });
});

describe('checkAts', () => {
  it('reports missing contact fields with severity and a fix, and returns the ATS text', () => {
    const report = checkAts(WEAK);
    const email = report.findings.find((f) => f.id === 'missing-email');
    expect(email).toMatchObject({ severity: 'critical' });
    expect(email?.fix).toMatch(/email/i);
    expect(report.atsText).toContain('Responsible for testing');
    expect(report.score).toBeLessThan(checkAts(STRONG).score);
  });
  it('flags non-standard headings', () => {
    const parsed = parseResumeText('Jo Park\njo@example.com\n(415) 555-0100\nWHERE I HAVE WORKED\nEngineer, Acme Corp\n2019 - 2020\nSKILLS\nGo');
    expect(checkAts(parsed).findings.map((f) => f.id)).toEqual(expect.arrayContaining(['missing-experience']));
  });
});

describe('enhanceBullet', () => {
  it('rewrites weak openings action-first and marks where a number belongs', () => {
    const e = enhanceBullet('Responsible for managing the vendor onboarding process');
    expect(e.rewritten).toBe('Managed the vendor onboarding process, [add result: number, % or time saved]');
    expect(e.issues).toEqual(expect.arrayContaining(['weak-opening', 'no-result']));
    expect(e.diff.some((d) => d.op === 'removed' && d.text.startsWith('Responsible'))).toBe(true);
  });
  it('asks for a percentage on change verbs', () => {
    expect(enhanceBullet('Improved onboarding flow').rewritten).toBe('Improved onboarding flow by [add %]');
  });
  it('drops first person and filler but keeps every number', () => {
    const e = enhanceBullet('I successfully reduced latency by 40% for 3 services');
    expect(e.rewritten).toBe('Reduced latency by 40% for 3 services');
    expect(inventedFacts(e.original, e.rewritten)).toEqual([]);
  });
  it('never invents numbers over many inputs', () => {
    const bullets = [
      'Was responsible for the development of the billing API',
      'Helped with hiring',
      'Developing dashboards for 5 teams',
      'Participated in on-call',
      'Reports were prepared weekly',
    ];
    for (const b of bullets) {
      const e = enhanceBullet(b);
      const numbers = e.rewritten.replace(/\[add [^\]]*\]/g, '').match(/\d+/g) ?? [];
      for (const n of numbers) expect(b).toContain(n);
    }
  });
  it('enhanceResume rewrites the resume bullets in place', () => {
    const result = enhanceResume(WEAK);
    expect(result.changed).toBe(3);
    expect(result.resume.work[0]!.highlights[0]).toMatch(/^Tested/);
  });
});

describe('inventedFacts', () => {
  it('catches new numbers and new names', () => {
    expect(inventedFacts('Built dashboards', 'Built 12 dashboards for Google')).toEqual(['12', 'Google']);
    expect(inventedFacts('Built dashboards in Tableau', 'Created Tableau dashboards')).toEqual([]);
  });
});
