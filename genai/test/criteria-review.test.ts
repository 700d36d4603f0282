import { interpretCriterion, parseJob, reviewCriteria, reviewCriterion, suggestCriteria, MAX_CRITERIA, MAX_CRITERION_CHARS } from '../src/index';

const NOW = { now: { year: 2026, month: 11 } };

const RESUME = [
  'Ada Park',
  'Backend Engineer',
  'Leeds, UK · ada.park@example.com',
  '',
  'EXPERIENCE',
  'Backend Engineer, Ledgerly Ltd, Feb 2022 – Present',
  '- Built billing services in Go and PostgreSQL that settle 3 million invoices a month.',
  '- Wrote React screens for the finance team.',
  'Support Analyst, Helpdesk Co, Jan 2019 – Jan 2022',
  '- Answered 40 customer tickets a day.',
  '',
  'EDUCATION',
  'BSc Mathematics, University of York, 2018',
  '',
  'CERTIFICATIONS',
  'AWS Certified Solutions Architect – Associate, 2024',
  '',
  'SKILLS',
  'Go, PostgreSQL, React, Docker',
].join('\n');

const review = (text: string, resume = RESUME) => reviewCriterion({ id: 'c', text }, resume, NOW);

describe('criteria review: verdicts with the deciding sentence quoted', () => {
  it('meets a skill criterion and quotes the work sentence that uses it, verbatim', () => {
    const r = review('Experience with Go and PostgreSQL');
    expect(r.verdict).toBe('met');
    expect(r.evidence).toBe('Built billing services in Go and PostgreSQL that settle 3 million invoices a month.');
    expect(RESUME.includes(r.evidence!)).toBe(true);
  });

  it('counts a skill the resume implies (React ⇒ JavaScript)', () => {
    const r = review('Experience with JavaScript');
    expect(r.verdict).toBe('met');
    expect(r.evidence).toContain('React');
  });

  it('says not met, quoting nothing, only when no sentence of the whole resume names the skill', () => {
    const r = review('Expertise in Kotlin');
    expect(r).toMatchObject({ verdict: 'not-met', evidence: null });
    expect(r.reason).toMatch(/Kotlin/);
  });

  it('needs every skill joined by "and", and any one joined by "or"', () => {
    expect(review('Experience with Go and Kotlin').verdict).toBe('not-met');
    expect(review('Experience with Kotlin or Go').verdict).toBe('met');
  });

  it("counts years only in the field named, from the roles' dates", () => {
    const all = review('At least 4 years of experience');
    expect(all.verdict).toBe('met'); // Jan 2019 – Nov 2026
    expect(all.evidence).toBe('Support Analyst, Helpdesk Co, Jan 2019 – Jan 2022');
    const backend = review('5+ years of backend engineering experience');
    expect(backend.verdict).toBe('not-met'); // Feb 2022 – Nov 2026: under 5
    expect(backend.evidence).toBe('Backend Engineer, Ledgerly Ltd, Feb 2022 – Present');
    expect(review('4+ years of backend engineering experience').verdict).toBe('met');
  });

  it('leaves years unclear when the resume has no dates and no claim', () => {
    expect(review('3+ years of experience', 'Sam\nSKILLS\nExcel, Word').verdict).toBe('unclear');
  });

  it("reads a degree's level and field, with related fields only when the criterion allows them", () => {
    expect(review("Bachelor's degree in Computer Science or a related field")).toMatchObject({
      verdict: 'met',
      evidence: 'BSc Mathematics, University of York, 2018',
    });
    expect(review("Bachelor's degree in Computer Science").verdict).toBe('not-met');
    expect(review("Master's degree").verdict).toBe('not-met');
    expect(review("Master's degree or equivalent").verdict).toBe('unclear');
    expect(review("Bachelor's degree", 'Sam Lee\nEXPERIENCE\nClerk, Shop, 2019 – 2021').verdict).toBe('unclear');
  });

  it('finds a certification under its heading, and says not met when none names it', () => {
    expect(review('AWS Certified Solutions Architect')).toMatchObject({ verdict: 'met', evidence: 'AWS Certified Solutions Architect – Associate, 2024' });
    expect(review('Valid CPA license')).toMatchObject({ verdict: 'not-met', evidence: null });
  });

  it('places the person from the header; relocation and work authorisation stay unclear unless stated', () => {
    expect(review('Based in Leeds')).toMatchObject({ verdict: 'met', evidence: 'Leeds, UK · ada.park@example.com' });
    expect(review('Must be based in London').verdict).toBe('not-met');
    expect(review('Based in London or willing to relocate').verdict).toBe('unclear');
    expect(review('Authorized to work in the United States')).toMatchObject({ verdict: 'unclear', evidence: null });
    expect(review('Authorized to work in the United States', `${RESUME}\nUS citizen; authorized to work in the United States.`).verdict).toBe('met');
  });

  it('checks a spoken language as a stated fact, and quotes a degree entry whole', () => {
    const teacher =
      'Ruth Okafor\nLagos, Nigeria\n\nEDUCATION\nB.Sc. Chemistry, University of Ibadan, 2016\nPGDE (Postgraduate Diploma in Education), 2017\n\nLANGUAGES\nEnglish, Yoruba';
    expect(review('Fluent in French', teacher)).toMatchObject({ verdict: 'not-met', evidence: null });
    expect(review('Fluent in English', teacher)).toMatchObject({ verdict: 'met', evidence: 'English, Yoruba' });
    // A language the taxonomy does not know is left to a person, never "not met".
    expect(review('Fluent in Yoruba', teacher).verdict).toBe('unclear');
    // A postgraduate diploma follows a bachelor's; it is not a master's.
    const masters = review("Master's degree in Education", teacher);
    expect(masters.verdict).toBe('not-met');
    expect(['B.Sc. Chemistry, University of Ibadan, 2016', 'PGDE (Postgraduate Diploma in Education), 2017']).toContain(masters.evidence);
  });

  it('does not judge free text it cannot read: unclear, nothing quoted', () => {
    expect(review('A passion for our mission')).toMatchObject({ verdict: 'unclear', evidence: null });
    expect(review('Excellent communication skills').verdict).toBe('unclear');
  });

  it('follows an edited sentence, not a stored kind', () => {
    expect(interpretCriterion('3+ years of Java').kind).toBe('experience-years');
    expect(interpretCriterion('Java').kind).toBe('skill');
    expect(interpretCriterion('Strong skills in MS Excel').kind).toBe('skill');
    expect(interpretCriterion('B.S. in Computer Science').kind).toBe('education');
    expect(interpretCriterion('2+ years of relevant experience, or equivalent skills gained another way').years).toEqual({ min: 2 });
    expect(interpretCriterion('Minimum 3-5 years bookkeeping experience').years).toEqual({ min: 3, field: 'bookkeeping' });
  });

  it('reviews every criterion of a job against one resume, ids kept', () => {
    const out = reviewCriteria(
      [
        { id: 'a', text: 'PostgreSQL' },
        { id: 'b', text: 'Kotlin' },
      ],
      RESUME,
      NOW,
    );
    expect(out.map((r) => [r.criterionId, r.verdict])).toEqual([
      ['a', 'met'],
      ['b', 'not-met'],
    ]);
  });
});

describe('suggested criteria', () => {
  const posting = [
    'Senior Backend Engineer',
    '',
    'Requirements',
    '- 5+ years of experience building backend services',
    "- Bachelor's degree in Computer Science or a related field",
    '- Expertise in Go and PostgreSQL',
    '- Experience with Kubernetes',
    '- Excellent communication skills',
    "- Valid driver's license",
    '- Must be authorized to work in the United Kingdom',
    '',
    'Benefits',
    '- Private health insurance',
  ].join('\n');

  it("suggests editable sentences in the posting's own words, each with its kind", () => {
    const criteria = suggestCriteria(parseJob(posting));
    const byText = Object.fromEntries(criteria.map((c) => [c.text, c.kind]));
    expect(byText).toMatchObject({
      '5+ years of experience building backend services': 'experience-years',
      "Bachelor's degree in Computer Science or a related field": 'education',
      'Expertise in Go and PostgreSQL': 'skill',
      'Experience with Kubernetes': 'skill',
      "Valid driver's license": 'certification',
      'Must be authorized to work in the United Kingdom': 'location',
    });
    expect(criteria.some((c) => /communication|insurance/i.test(c.text))).toBe(false);
    // A skill phrase named mid-sentence reads as one; a long line gives way to "Experience with …".
    const long = suggestCriteria(
      parseJob('Nurse\n\nRequirements\n- Patient care in a busy ward for at least two shifts a week, every week, with the team on call'),
    );
    expect(long.map((c) => c.text)).toContain('Experience with patient care');
    expect(new Set(criteria.map((c) => c.id)).size).toBe(criteria.length);
    expect(criteria.length).toBeLessThanOrEqual(MAX_CRITERIA);
    expect(criteria.every((c) => c.text.length <= MAX_CRITERION_CHARS)).toBe(true);
  });
});
