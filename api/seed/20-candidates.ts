// Demo candidates: the demo candidate candidate@hiregen.example with three resumes (each with
// saved versions and a score history computed by the engine from those versions), a primary
// resume and two applications in Acme's pipeline; and 20 people of varied professions who opted
// in to the talent directory, so HR's directory search has someone to find.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { draftCoverLetter, matchResume, parseResumeText, scoreResume } from 'genai';
import { COLLECTIONS, type JsonResume } from 'shared-schemas';
import { resumeToText } from '../src/features/hiring/service/resume-text';
import { DEMO_PASSWORD, DEMO_SHARE_SLUG, type SeedContext } from './seed-context';
import { demoResume, PROFESSIONS, seededRandom } from './demo-people';

const DAY = 86_400_000;
const at = (daysAgo: number) => Timestamp.fromMillis(Date.now() - daysAgo * DAY);
const DIRECTORY_PEOPLE = 20;

/** The score the builder shows: its live scorecard reads the resume as text (HireGen API v1), so the seed does too. */
const builderScore = (resume: JsonResume) => scoreResume(parseResumeText(resumeToText(resume))).total;

const ASHA_BASICS = {
  name: 'Asha Kulkarni',
  email: 'candidate@hiregen.example',
  phone: '+91 98220 41736',
  url: 'https://asha.dev',
  location: { city: 'Pune', region: 'Maharashtra', countryCode: 'IN' },
  profiles: [{ network: 'GitHub', username: 'ashak', url: 'https://github.com/ashak' }],
};
const EDUCATION = [
  { institution: 'College of Engineering, Pune', studyType: 'Bachelor of Technology', area: 'Computer Engineering', startDate: '2014', endDate: '2018' },
];

/** Three drafts of one resume, weakest first: what the candidate wrote, then improved. */
function engineerDrafts(): JsonResume[] {
  const first: JsonResume = {
    basics: { ...ASHA_BASICS, label: 'Software Engineer', summary: 'Software engineer.' },
    work: [
      {
        name: 'Northwind Labs',
        position: 'Software Engineer',
        location: 'Pune',
        startDate: '2021-06',
        endDate: '',
        highlights: ['Responsible for the checkout front end', 'Worked on API performance', 'Helped with code reviews'],
      },
      {
        name: 'Infosys',
        position: 'Systems Engineer',
        location: 'Pune',
        startDate: '2018-07',
        endDate: '2021-05',
        highlights: ['Worked on payment batch jobs', 'Wrote tests'],
      },
    ],
    education: EDUCATION,
    skills: [{ name: 'Languages', keywords: ['TypeScript', 'JavaScript', 'SQL'] }],
  };
  const second: JsonResume = {
    ...first,
    basics: {
      ...ASHA_BASICS,
      label: 'Software Engineer',
      summary: 'Full-stack engineer with 7 years of experience building web products in TypeScript and React.',
    },
    work: [
      {
        ...first.work![0]!,
        highlights: [
          'Built the React and TypeScript checkout used by 40,000 customers a day',
          'Cut API latency by 35% with PostgreSQL indexes and caching',
          'Reviewed code for a team of 6 engineers',
        ],
      },
      { ...first.work![1]!, highlights: ['Rewrote payment batch jobs in Java, finishing 2 hours earlier each night', 'Raised test coverage from 40% to 80%'] },
    ],
    skills: [
      { name: 'Languages', keywords: ['TypeScript', 'JavaScript', 'SQL', 'Java'] },
      { name: 'Frameworks and tools', keywords: ['React', 'Node.js', 'PostgreSQL', 'Docker'] },
    ],
  };
  const third: JsonResume = {
    ...second,
    work: [
      { ...second.work![0]!, highlights: [...second.work![0]!.highlights!, 'Moved 5 Node.js services to Docker on AWS, halving deploy time'] },
      second.work![1]!,
    ],
    projects: [
      {
        name: 'resume-lint',
        description: 'Open-source linter for resume bullets.',
        url: 'https://github.com/ashak/resume-lint',
        highlights: ['Published to npm with 1,200 weekly downloads'],
      },
    ],
    certificates: [{ name: 'AWS Certified Developer – Associate', issuer: 'Amazon Web Services', date: '2023-03' }],
    languages: [
      { language: 'English', fluency: 'Professional' },
      { language: 'Marathi', fluency: 'Native' },
      { language: 'Hindi', fluency: 'Fluent' },
    ],
    skills: [...second.skills!, { name: 'Cloud', keywords: ['AWS'] }],
  };
  return [first, second, third];
}

function analystDrafts(): JsonResume[] {
  const first: JsonResume = {
    basics: { ...ASHA_BASICS, label: 'Data Analyst', summary: 'Engineer moving into data analysis.' },
    work: [
      {
        name: 'Northwind Labs',
        position: 'Software Engineer',
        startDate: '2021-06',
        endDate: '',
        highlights: ['Made dashboards for the sales team', 'Wrote SQL queries'],
      },
    ],
    education: EDUCATION,
    skills: [{ name: 'Data', keywords: ['SQL', 'Excel'] }],
  };
  const second: JsonResume = {
    ...first,
    basics: { ...first.basics, summary: 'Engineer with 3 years of analytics work: SQL, Python and dashboards that leadership uses weekly.' },
    work: [
      {
        ...first.work![0]!,
        highlights: [
          'Built 4 Tableau dashboards read by leadership every week',
          'Wrote SQL and Python pipelines over 12 million order rows',
          'Found a discount bug worth 3% of monthly revenue',
        ],
      },
    ],
    skills: [{ name: 'Data', keywords: ['SQL', 'Python', 'Tableau', 'Excel', 'Statistics'] }],
  };
  return [first, second];
}

async function writeResume(firestore: Firestore, uid: string, id: string, title: string, drafts: JsonResume[], template: string, startDaysAgo: number) {
  const ref = firestore.collection(COLLECTIONS.candidates).doc(uid).collection(COLLECTIONS.resumes).doc(id);
  const score = drafts.map((draft, index) => ({
    overall: builderScore(draft),
    at: at(startDaysAgo - index * 6)
      .toDate()
      .toISOString(),
  }));
  const latest = drafts[drafts.length - 1]!;
  await ref.set({ title, resume: latest, template, score, ats: null, review: [], origin: 'scratch', updatedAt: at(startDaysAgo - (drafts.length - 1) * 6) });
  for (const [index, draft] of drafts.slice(0, -1).entries()) {
    await ref
      .collection(COLLECTIONS.versions)
      .doc(`v${index + 1}`)
      .set({ resume: draft, note: index === 0 ? 'First draft' : `Draft ${index + 1}`, savedAt: at(startDaysAgo - index * 6) });
  }
  return latest;
}

export async function seed(context: SeedContext): Promise<void> {
  const { firestore } = context;
  const random = seededRandom(20261124);
  const uids = context.shared.uids as { candidate: string; hr: string } | undefined;
  const candidateUid =
    uids?.candidate ??
    (await context.account({ email: 'candidate@hiregen.example', password: DEMO_PASSWORD, name: 'Asha Kulkarni', claims: { role: 'Candidate' } }));

  // The demo candidate: three resumes, one per target role, with real score histories.
  const engineer = await writeResume(firestore, candidateUid, 'demo-engineer', 'Software Engineer', engineerDrafts(), 'classic', 30);
  await writeResume(firestore, candidateUid, 'demo-analyst', 'Data Analyst', analystDrafts(), 'modern', 20);
  await writeResume(
    firestore,
    candidateUid,
    'demo-engineer-copy',
    'Software Engineer (short)',
    [{ ...engineer, projects: [], certificates: [] }],
    'compact',
    3,
  );
  await firestore
    .collection(COLLECTIONS.candidates)
    .doc(candidateUid)
    .set({
      headline: 'Software Engineer',
      location: 'Pune, Maharashtra, IN',
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS'],
      directoryOptIn: false,
      primaryResumeId: 'demo-engineer',
      updatedAt: at(3),
    });

  // Two applications the way the api makes them (snapshot + match), to open Acme jobs.
  const openJobIds = (context.shared.openJobIds as string[] | undefined) ?? [];
  const jobs = (await Promise.all(openJobIds.map((id) => firestore.collection(COLLECTIONS.jobs).doc(id).get())))
    .filter((doc) => doc.exists)
    .map((doc) => ({ id: doc.id, ...(doc.data() as { orgId: string; title: string; description: string }) }));
  const text = resumeToText(engineer);
  const ranked = jobs.map((job) => ({ job, match: matchResume(`${job.title}\n\n${job.description}`, { text }) })).sort((a, b) => b.match.score - a.match.score);
  const stages: { stage: string; daysAgo: number; path: string[] }[] = [
    { stage: 'interview', daysAgo: 12, path: ['screening', 'interview'] },
    { stage: 'applied', daysAgo: 2, path: [] },
  ];
  let applications = 0;
  for (const [index, plan] of stages.entries()) {
    const pick = ranked[index];
    if (!pick) break;
    const { job, match } = pick;
    const history = [{ stage: 'applied', at: at(plan.daysAgo), by: candidateUid }];
    plan.path.forEach((stage, step) => history.push({ stage, at: at(plan.daysAgo - (step + 1) * 3), by: uids?.hr ?? 'system' }));
    await firestore
      .collection(COLLECTIONS.applications)
      .doc(`${job.id}_${candidateUid}`)
      .set({
        orgId: job.orgId,
        jobId: job.id,
        jobTitle: job.title,
        candidateUid,
        talentId: null,
        name: engineer.basics?.name ?? '',
        email: engineer.basics?.email ?? null,
        source: 'applied',
        resumeSnapshot: engineer,
        resumeText: text,
        match: {
          score: Math.round(match.score),
          matched: [...new Set(match.matched.map((m) => m.skill))],
          missing: [...new Set(match.missing.map((m) => m.skill))],
          summary: match.summary,
        },
        stage: plan.stage,
        stageHistory: history,
        interviewerUids: [],
        createdAt: at(plan.daysAgo),
        updatedAt: at(Math.max(0, plan.daysAgo - plan.path.length * 3)),
      });
    applications++;
  }

  // One saved cover letter (drafted by the engine for the best-matching open job, as the
  // candidate's "Draft the letter" does) and one resume shared by a public link with some views.
  const letterJob = ranked[0]?.job;
  if (letterJob) {
    const orgName = String((await firestore.collection(COLLECTIONS.jobs).doc(letterJob.id).get()).get('orgName') ?? '');
    const draft = draftCoverLetter(engineer, { title: letterJob.title, company: orgName, text: letterJob.description });
    await firestore
      .collection(COLLECTIONS.candidates)
      .doc(candidateUid)
      .collection(COLLECTIONS.resumes)
      .doc('demo-engineer')
      .collection(COLLECTIONS.letters)
      .doc('demo-letter')
      .set({
        title: draft.title,
        recipient: draft.recipient,
        greeting: draft.greeting,
        paragraphs: draft.paragraphs,
        closing: draft.closing,
        jobId: letterJob.id,
        jobTitle: letterJob.title,
        company: orgName,
        createdAt: at(1),
        updatedAt: at(1),
      });
  }
  await firestore
    .collection(COLLECTIONS.sharedResumes)
    .doc(DEMO_SHARE_SLUG)
    .set({
      ownerUid: candidateUid,
      resumeId: 'demo-engineer',
      enabled: true,
      indexable: false,
      showContact: false,
      views: 14,
      downloads: 3,
      createdAt: at(5),
      updatedAt: at(5),
    });

  // Twenty people in the talent directory, a different profession each (round the list).
  for (let index = 0; index < DIRECTORY_PEOPLE; index++) {
    const profession = PROFESSIONS[index % PROFESSIONS.length]!;
    const resume = demoResume(random, profession, 1000 + index);
    const slug = String(index + 1).padStart(2, '0');
    const uid = await context.account({
      email: `talent${slug}@hiregen.example`,
      password: DEMO_PASSWORD,
      name: resume.basics?.name ?? `Talent ${slug}`,
      claims: { role: 'Candidate' },
    });
    const skills = (resume.skills ?? []).flatMap((group) => group.keywords ?? []);
    const startYears = (resume.work ?? []).map((w) => Number((w.startDate ?? '').slice(0, 4))).filter(Boolean);
    const years = startYears.length ? 2026 - Math.min(...startYears) : 0;
    const location = resume.basics?.location?.city ?? '';
    // Directory entries show no phone or email unless the person chose to (none of these did).
    const shown: JsonResume = { ...resume, basics: { ...resume.basics, email: '', phone: '' } };
    await firestore
      .collection(COLLECTIONS.users)
      .doc(uid)
      .set({ name: resume.basics?.name ?? '', email: `talent${slug}@hiregen.example`, role: 'Candidate', orgId: null, disabled: false, createdAt: at(60) });
    await firestore
      .collection(COLLECTIONS.candidates)
      .doc(uid)
      .set({ headline: resume.basics?.label ?? profession.title, location, skills, directoryOptIn: true, primaryResumeId: 'main', updatedAt: at(10) });
    await firestore
      .collection(COLLECTIONS.candidates)
      .doc(uid)
      .collection(COLLECTIONS.resumes)
      .doc('main')
      .set({
        title: `${profession.title} resume`,
        resume,
        template: 'classic',
        score: [{ overall: builderScore(resume), at: at(10).toDate().toISOString() }],
        ats: null,
        review: [],
        origin: 'scratch',
        updatedAt: at(10),
      });
    await firestore
      .collection(COLLECTIONS.talentDirectory)
      .doc(uid)
      .set({ name: resume.basics?.name ?? '', headline: resume.basics?.label ?? profession.title, location, skills, years, resume: shown, updatedAt: at(10) });
  }
  context.log(
    `candidates: candidate@hiregen.example with 3 resumes, ${letterJob ? 1 : 0} cover letter, a public link (/r/${DEMO_SHARE_SLUG}) and ${applications} applications; ${DIRECTORY_PEOPLE} people in the talent directory (talent01–${DIRECTORY_PEOPLE}@hiregen.example)`,
  );
}
