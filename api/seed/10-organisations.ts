// Demo organisations, members, 30 jobs and 200+ applicants in every pipeline stage, so the HR
// area, search and dashboards have a living product to show in the first minute.
// Accounts (password DEMO_PASSWORD): admin@hiregen.example (Admin), hr@acme.example (HR, Acme
// Health), interviewer@acme.example (Interviewer, Acme Health), hr@globex.example (HR, Globex
// Tech, the "other company" that must see none of Acme's data), candidate@hiregen.example.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { generateJobDescription, matchResume, parseJob } from 'genai';
import { COLLECTIONS, INVITE_TTL_HOURS, PIPELINE_STAGES, type ApplicationStage, type Seniority } from 'shared-schemas';
import { hashInviteSecret } from '../src/features/hiring/service/organisations';
import { resumeToText } from '../src/features/hiring/service/resume-text';
import type { ClaimPatch } from '../src/features/auth/service/claims';
import { DEMO_INVITE, DEMO_INVITE_PATH, DEMO_PASSWORD, type SeedContext } from './seed-context';
import { demoResume, PROFESSIONS, seededRandom } from './demo-people';
import { demoResumePdf } from './resume-pdf';

const DAY = 86_400_000;

interface DemoJob {
  id: string;
  orgId: string;
  title: string;
  description: string;
  status: 'draft' | 'open' | 'closed';
}

async function commitInChunks(firestore: Firestore, writes: [string, Record<string, unknown>][]) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = firestore.batch();
    for (const [path, data] of writes.slice(i, i + 400)) batch.set(firestore.doc(path), data);
    await batch.commit();
  }
}

function seniorityOf(title: string): Seniority {
  if (/head|director/i.test(title)) return 'director';
  if (/manager|lead|charge|partner/i.test(title)) return 'lead';
  if (/senior|art director/i.test(title)) return 'senior';
  return 'mid';
}

export async function seed(context: SeedContext): Promise<void> {
  const { firestore } = context;
  const random = seededRandom(20261123);
  const at = (daysAgo: number) => Timestamp.fromMillis(Date.now() - daysAgo * DAY);

  const acme = 'acme-health';
  const globex = 'globex-tech';
  const account = (email: string, name: string, claims: ClaimPatch) => context.account({ email, password: DEMO_PASSWORD, name, claims });
  const uids = {
    admin: await account('admin@hiregen.example', 'Ada Admin', { role: 'Admin' }),
    hr: await account('hr@acme.example', 'Hana Rao', { role: 'HR', orgId: acme }),
    interviewer: await account('interviewer@acme.example', 'Ivan Mehta', { role: 'Interviewer', orgId: acme }),
    hrGlobex: await account('hr@globex.example', 'Gita Bose', { role: 'HR', orgId: globex }),
    candidate: await account('candidate@hiregen.example', 'Asha Kulkarni', { role: 'Candidate' }),
  };

  const writes: [string, Record<string, unknown>][] = [];
  const profile = (uid: string, name: string, email: string, role: string, orgId: string | null) =>
    writes.push([`${COLLECTIONS.users}/${uid}`, { name, email, role, orgId, disabled: false, createdAt: at(90) }]);
  profile(uids.admin, 'Ada Admin', 'admin@hiregen.example', 'Admin', null);
  profile(uids.hr, 'Hana Rao', 'hr@acme.example', 'HR', acme);
  profile(uids.interviewer, 'Ivan Mehta', 'interviewer@acme.example', 'Interviewer', acme);
  profile(uids.hrGlobex, 'Gita Bose', 'hr@globex.example', 'HR', globex);
  profile(uids.candidate, 'Asha Kulkarni', 'candidate@hiregen.example', 'Candidate', null);

  writes.push([`${COLLECTIONS.organizations}/${acme}`, { name: 'Acme Health', createdBy: uids.hr, createdAt: at(90), suspendedAt: null }]);
  writes.push([`${COLLECTIONS.organizations}/${globex}`, { name: 'Globex Tech', createdBy: uids.hrGlobex, createdAt: at(80), suspendedAt: null }]);
  writes.push([`${COLLECTIONS.organizations}/${acme}/members/${uids.hr}`, { role: 'HR', name: 'Hana Rao', email: 'hr@acme.example', joinedAt: at(90) }]);
  writes.push([
    `${COLLECTIONS.organizations}/${acme}/members/${uids.interviewer}`,
    { role: 'Interviewer', name: 'Ivan Mehta', email: 'interviewer@acme.example', joinedAt: at(60) },
  ]);
  writes.push([
    `${COLLECTIONS.organizations}/${globex}/members/${uids.hrGlobex}`,
    { role: 'HR', name: 'Gita Bose', email: 'hr@globex.example', joinedAt: at(80) },
  ]);

  // 30 jobs: two per profession at Acme (one senior), the rest at Globex; a few drafts and closed.
  const jobs: DemoJob[] = [];
  const cities = ['Pune', 'Bengaluru', 'Noida', 'Mumbai', 'Hyderabad'];
  PROFESSIONS.forEach((profession, index) => {
    for (const [variant, title] of [profession.title, profession.seniorTitle].entries()) {
      if (jobs.length >= 30) return;
      const orgId = index >= 10 && variant === 1 ? globex : index % 5 === 4 && variant === 1 ? globex : acme;
      const status = jobs.length % 11 === 7 ? 'draft' : jobs.length % 13 === 9 ? 'closed' : 'open';
      jobs.push({ id: `job-${String(jobs.length + 1).padStart(2, '0')}`, orgId, title, description: '', status });
      const job = jobs[jobs.length - 1]!;
      const draft = generateJobDescription({
        title,
        company: orgId === acme ? 'Acme Health' : 'Globex Tech',
        location: cities[index % cities.length],
        workplace: index % 3 === 0 ? 'hybrid' : index % 4 === 0 ? 'remote' : 'onsite',
        skills: profession.skills.slice(0, 4),
        preferredSkills: profession.skills.slice(4),
        yearsExperience: variant === 1 ? 6 : 2,
      });
      job.description = draft.text;
    }
  });
  while (jobs.length < 30) {
    const profession = PROFESSIONS[jobs.length % PROFESSIONS.length]!;
    const title = `${profession.title} (Contract)`;
    jobs.push({
      id: `job-${String(jobs.length + 1).padStart(2, '0')}`,
      orgId: globex,
      title,
      description: generateJobDescription({ title, skills: profession.skills.slice(0, 4) }).text,
      status: 'open',
    });
  }
  for (const [index, job] of jobs.entries()) {
    const parsed = parseJob(job.description);
    const remote = parsed.workplace === 'unspecified' ? 'onsite' : parsed.workplace;
    const daysAgo = 2 + ((index * 7) % 55);
    writes.push([
      `${COLLECTIONS.jobs}/${job.id}`,
      {
        orgId: job.orgId,
        orgName: job.orgId === acme ? 'Acme Health' : 'Globex Tech',
        title: job.title,
        description: job.description,
        parsed: {
          requiredSkills: parsed.requiredSkills.map((skill) => skill.name).slice(0, 20),
          preferredSkills: parsed.preferredSkills.map((skill) => skill.name).slice(0, 20),
          seniority: seniorityOf(job.title),
          location: parsed.location?.city ?? cities[index % cities.length] ?? null,
          remote,
          salary: { min: 400_000 + index * 50_000, max: 800_000 + index * 80_000, currency: 'INR', period: 'year' },
          minYears: parsed.yearsExperience?.min ?? null,
          employmentType: parsed.employmentType ?? null,
        },
        status: job.status,
        createdBy: job.orgId === acme ? uids.hr : uids.hrGlobex,
        createdAt: at(daysAgo + 3),
        updatedAt: at(daysAgo),
        openedAt: job.status === 'draft' ? null : at(daysAgo),
        closedAt: job.status === 'closed' ? at(1) : null,
      },
    ]);
  }

  // 220 applicants across the non-draft jobs, matched by the engine's one matcher.
  const stageWeights: [ApplicationStage, number][] = [
    ['applied', 0.4],
    ['screening', 0.22],
    ['interview', 0.15],
    ['offer', 0.07],
    ['hired', 0.05],
    ['rejected', 0.11],
  ];
  const pickStage = () => {
    let roll = random();
    for (const [stage, weight] of stageWeights) if ((roll -= weight) < 0) return stage;
    return 'applied' as ApplicationStage;
  };
  const live = jobs.filter((job) => job.status !== 'draft');
  let applicants = 0;
  for (let index = 0; index < 220; index++) {
    const job = live[index % live.length]!;
    // Most applicants are of the job's own profession; some are not, as in real inboxes.
    const own = PROFESSIONS.find((p) => job.title.startsWith(p.title) || job.title.startsWith(p.seniorTitle)) ?? PROFESSIONS[0]!;
    const profession = random() < 0.75 ? own : PROFESSIONS[Math.floor(random() * PROFESSIONS.length)]!;
    const resume = demoResume(random, profession, index);
    const text = resumeToText(resume);
    const match = matchResume(`${job.title}\n\n${job.description}`, { text });
    const stage = pickStage();
    const order = PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]);
    const appliedDaysAgo = 1 + Math.floor(random() * 40);
    const history = [{ stage: 'applied', at: at(appliedDaysAgo), by: uids.hr }];
    const path = stage === 'rejected' ? ['screening', 'rejected'] : PIPELINE_STAGES.slice(1, order + 1);
    path.forEach((step, stepIndex) =>
      history.push({ stage: step, at: at(Math.max(0, appliedDaysAgo - (stepIndex + 1) * (2 + Math.floor(random() * 5)))), by: uids.hr }),
    );
    const talentId = `talent-${String(index + 1).padStart(3, '0')}`;
    const orgId = job.orgId;
    // Their "original file", stored where and as the upload route stores one (bulk-upload.ts).
    const fileRef = `orgs/${orgId}/talent/${talentId}.pdf`;
    const fileName = `${(resume.basics?.name ?? talentId).replace(/[^\w.\- ]/g, '_')} resume.pdf`;
    await context.blobs.put(fileRef, { bytes: Buffer.from(await demoResumePdf(resume)), contentType: 'application/pdf', fileName });
    writes.push([
      `${COLLECTIONS.organizations}/${orgId}/talent/${talentId}`,
      {
        resume,
        text,
        fileRef,
        fileName,
        contentHash: `demo-${talentId}`,
        email: resume.basics?.email ?? null,
        phone: (resume.basics?.phone ?? '').replace(/\D/g, '').slice(-10),
        source: 'uploaded',
        createdBy: uids.hr,
        createdAt: at(appliedDaysAgo),
      },
    ]);
    writes.push([
      `${COLLECTIONS.applications}/${job.id}_t_${talentId}`,
      {
        orgId,
        jobId: job.id,
        jobTitle: job.title,
        candidateUid: null,
        talentId,
        name: resume.basics?.name ?? '',
        email: resume.basics?.email ?? null,
        source: 'uploaded',
        resumeSnapshot: resume,
        resumeText: text,
        match: {
          score: Math.round(match.score),
          matched: [...new Set(match.matched.map((m) => m.skill))],
          missing: [...new Set(match.missing.map((m) => m.skill))],
          summary: match.summary,
        },
        stage,
        stageHistory: history,
        interviewerUids: stage === 'interview' && orgId === acme ? [uids.interviewer] : [],
        createdAt: at(appliedDaysAgo),
        updatedAt: FieldValue.serverTimestamp(),
      },
    ]);
    applicants++;
  }

  // A note and rating on a few Acme applicants, so the detail view is not empty.
  writes.push([
    `${COLLECTIONS.applications}/job-01_t_talent-001/notes/seed-note`,
    { authorUid: uids.hr, authorName: 'Hana Rao', text: 'Strong ward experience; ask about night-shift leadership.', rating: 4, createdAt: at(1) },
  ]);

  // A pending invitation, so the members screen shows one and its join page can be opened signed out.
  writes.push([
    `${COLLECTIONS.organizations}/${DEMO_INVITE.orgId}/${COLLECTIONS.invites}/${DEMO_INVITE.inviteId}`,
    {
      email: DEMO_INVITE.email,
      role: 'Interviewer',
      tokenHash: hashInviteSecret(DEMO_INVITE.secret),
      expiresAt: Timestamp.fromMillis(Date.now() + INVITE_TTL_HOURS * 3_600_000),
      createdBy: uids.hr,
      createdAt: at(0),
      acceptedAt: null,
      acceptedBy: null,
    },
  ]);

  await commitInChunks(firestore, writes);
  context.shared.orgId = acme;
  context.shared.otherOrgId = globex;
  context.shared.jobIds = jobs.map((job) => job.id);
  context.shared.openJobIds = jobs.filter((job) => job.status === 'open').map((job) => job.id);
  context.shared.uids = uids;
  context.log(
    `organisations: Acme Health and Globex Tech, ${jobs.length} jobs (${jobs.filter((j) => j.status === 'open').length} open), ${applicants} applicants`,
  );
  context.log(
    'accounts (password "hiregen-demo"): hr@acme.example, interviewer@acme.example, hr@globex.example, candidate@hiregen.example, admin@hiregen.example',
  );
  context.log(`a pending invitation to Acme Health (valid ${INVITE_TTL_HOURS} h): ${DEMO_INVITE_PATH}`);
}
