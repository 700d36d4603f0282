// Demo interviews (issue 12): a second Acme interviewer (interviewer2@acme.example), an interview
// kit for every open Acme job (the engine's plan), and interviews in every state — the demo
// candidate's finished AI-led interview (one scorecard submitted, interviewer@acme.example's
// still to write), an AI-led one open for the candidate to answer, past live interviews with
// both panel scorecards (so calibration has figures), an overdue scorecard and an upcoming live
// interview — plus three practice sessions of the demo candidate whose scores rise, computed by
// the engine from written answers.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { answerFeedback, jobContext, planInterview, sessionReport, type AnswerFeedback, type InterviewQuestion } from 'genai';
import { COLLECTIONS, INTERVIEW_RUBRIC_DOC, type KitQuestion } from 'shared-schemas';
import { DEMO_PASSWORD, type SeedContext } from './seed-context';

const DAY = 86_400_000;
const at = (daysFromNow: number) => Timestamp.fromMillis(Date.now() + daysFromNow * DAY);

/** Answers of rising quality, written for the demo: vague, then partial, then a full STAR story. */
const PRACTICE_ANSWERS = [
  'I am a hard worker and I always try my best. I think I am good with people and I like helping.',
  'On my last ward we were short of staff one weekend. I took on two extra patients and asked a colleague to cover my breaks so the medication round was on time.',
  'Last winter on our surgical ward a patient’s daughter was angry because her mother had waited four hours for pain relief. My job was to calm things down and get her mother comfortable. I apologised, checked the chart, called the on-call doctor and gave the analgesia within fifteen minutes. As a result her pain score went from 8 to 3 and the family thanked the ward manager in writing.',
];

/** The demo candidate's answers to their finished AI-led interview, one per kit question. */
const INTERVIEW_ANSWERS = [
  'I have been a software engineer for five years, mostly on TypeScript and React web applications. I want to join because your product serves thousands of customers and I enjoy making reliability measurable.',
  'In March our checkout API started timing out for about 5% of requests at peak hours. I was on call, so it was my job to find the cause. I compared slow and fast traces, found a reporting job that leaked database connections, fixed it and added a pool usage alert. Timeouts dropped to zero and p95 latency fell from 2.1 seconds to 300 milliseconds.',
  'On my last team a colleague wanted to rewrite the front end. I booked time with him, we listed the real problems together, and we tried the change on one page first. Flaky test failures went down by about 70% and we kept shipping.',
  'I would start by reading the code and the tests, then pair with someone on the team for the first feature.',
];

async function writeAll(firestore: Firestore, writes: [string, Record<string, unknown>][]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = firestore.batch();
    for (const [path, data] of writes.slice(i, i + 400)) batch.set(firestore.doc(path), data);
    await batch.commit();
  }
}

const kitOf = (questions: InterviewQuestion[]): KitQuestion[] =>
  questions.map(({ id, text, kind, competency, rubric }) => ({ id, text, kind, competency, rubric }));

export async function seed(context: SeedContext): Promise<void> {
  const { firestore } = context;
  const orgId = context.shared.orgId as string | undefined;
  const uids = context.shared.uids as { hr: string; interviewer: string; candidate: string } | undefined;
  if (!orgId || !uids) throw new Error('40-interviews needs the organisations module (10-organisations) to run first.');
  const interviewer2 = await context.account({
    email: 'interviewer2@acme.example',
    password: DEMO_PASSWORD,
    name: 'Nina Shah',
    claims: { role: 'Interviewer', orgId },
  });
  const writes: [string, Record<string, unknown>][] = [];
  writes.push([
    `${COLLECTIONS.organizations}/${orgId}/members/${interviewer2}`,
    { role: 'Interviewer', name: 'Nina Shah', email: 'interviewer2@acme.example', joinedAt: at(-40) },
  ]);
  // firestore.rules admit a member only with a profile that is not disabled (the api writes one).
  writes.push([
    `${COLLECTIONS.users}/${interviewer2}`,
    { name: 'Nina Shah', email: 'interviewer2@acme.example', role: 'Interviewer', orgId, disabled: false, createdAt: at(-40) },
  ]);
  const orgName = String((await firestore.collection(COLLECTIONS.organizations).doc(orgId).get()).get('name') ?? '');

  // A kit per open Acme job, from the engine's plan for that posting.
  const jobs = await firestore.collection(COLLECTIONS.jobs).where('orgId', '==', orgId).where('status', '==', 'open').get();
  const kitByJob = new Map<string, { id: string; questions: KitQuestion[]; text: string }>();
  for (const job of jobs.docs) {
    const text = `${job.get('title')}\n${job.get('description')}`;
    const questions = kitOf(planInterview(text, { count: 6 }).questions);
    const id = `kit-${job.id}`;
    kitByJob.set(job.id, { id, questions, text });
    writes.push([
      `${COLLECTIONS.organizations}/${orgId}/kits/${id}`,
      { jobId: job.id, title: `${job.get('title')} interview`, questions, createdBy: uids.hr, createdAt: at(-20), updatedAt: at(-20) },
    ]);
  }

  // As POST /api/interviews writes them: the organisation's name, the questions without their
  // rubric (the candidate reads the interview), the rubric in the panel's staff document, and
  // the competencies a submitted scorecard must rate.
  const interview = (id: string, { questions, ...data }: Record<string, unknown> & { questions: KitQuestion[] }) => {
    writes.push([
      `${COLLECTIONS.interviews}/${id}`,
      {
        orgId,
        orgName,
        createdBy: uids.hr,
        createdAt: at(-10),
        updatedAt: at(-1),
        answers: {},
        ...data,
        questions: questions.map(({ id: questionId, text, kind, competency }) => ({ id: questionId, text, kind, competency })),
        competencies: [...new Set(questions.map((q) => q.competency))],
      },
    ]);
    writes.push([
      `${COLLECTIONS.interviews}/${id}/${COLLECTIONS.interviewStaff}/${INTERVIEW_RUBRIC_DOC}`,
      { rubric: Object.fromEntries(questions.map((q) => [q.id, q.rubric])) },
    ]);
  };
  const scorecard = (
    interviewId: string,
    author: string,
    authorName: string,
    ratings: Record<string, number>,
    recommendation: string,
    notes: string,
    submittedDaysAgo: number | null,
  ) =>
    writes.push([
      `${COLLECTIONS.interviews}/${interviewId}/scorecards/${author}`,
      {
        ratings,
        recommendation,
        notes,
        questionNotes: {},
        authorName,
        submittedAt: submittedDaysAgo === null ? null : at(-submittedDaysAgo),
        updatedAt: at(-(submittedDaysAgo ?? 1)),
      },
    ]);
  const panel = [uids.interviewer, interviewer2];

  // The demo candidate's applications to open Acme jobs.
  const own = await firestore.collection(COLLECTIONS.applications).where('candidateUid', '==', uids.candidate).where('orgId', '==', orgId).get();
  const candidateApps = own.docs.filter((d) => kitByJob.has(d.get('jobId') as string));
  const [finishedApp, openApp] = candidateApps;
  if (finishedApp) {
    const kit = kitByJob.get(finishedApp.get('jobId') as string)!;
    const answers = Object.fromEntries(
      kit.questions.slice(0, INTERVIEW_ANSWERS.length).map((q, i) => [q.id, { text: INTERVIEW_ANSWERS[i]!, durationSec: 60 + i * 20, answeredAt: at(-3) }]),
    );
    interview('demo-ai-finished', {
      applicationId: finishedApp.id,
      jobId: finishedApp.get('jobId'),
      jobTitle: finishedApp.get('jobTitle'),
      candidateUid: uids.candidate,
      candidateName: finishedApp.get('name') ?? 'Asha Kulkarni',
      interviewerUids: panel,
      kitId: kit.id,
      mode: 'ai-async',
      status: 'completed',
      scheduledAt: null,
      dueAt: at(2),
      questions: kit.questions,
      answers,
      startedAt: at(-3),
      completedAt: at(-1),
    });
    const competencies = [...new Set(kit.questions.map((q) => q.competency))];
    scorecard(
      'demo-ai-finished',
      interviewer2,
      'Nina Shah',
      Object.fromEntries(competencies.map((c, i) => [c, 3 + (i % 2)])),
      'yes',
      'Concrete, measured answers on reliability; the onboarding answer was thin.',
      0,
    );
    writes.push([
      `${COLLECTIONS.applications}/${finishedApp.id}`,
      { ...finishedApp.data(), interviewerUids: [...new Set([...((finishedApp.get('interviewerUids') as string[]) ?? []), ...panel])] },
    ]);
  }
  if (openApp) {
    const kit = kitByJob.get(openApp.get('jobId') as string)!;
    interview('demo-ai-open', {
      applicationId: openApp.id,
      jobId: openApp.get('jobId'),
      jobTitle: openApp.get('jobTitle'),
      candidateUid: uids.candidate,
      candidateName: openApp.get('name') ?? 'Asha Kulkarni',
      interviewerUids: [uids.interviewer],
      kitId: kit.id,
      mode: 'ai-async',
      status: 'scheduled',
      scheduledAt: null,
      dueAt: at(5),
      questions: kit.questions,
    });
    writes.push([
      `${COLLECTIONS.applications}/${openApp.id}`,
      { ...openApp.data(), interviewerUids: [...new Set([...((openApp.get('interviewerUids') as string[]) ?? []), uids.interviewer])] },
    ]);
  }

  // Live interviews for uploaded applicants in the interview stage: three past with both
  // scorecards, one past with the interviewer's scorecard overdue, one upcoming.
  const staged = await firestore.collection(COLLECTIONS.applications).where('orgId', '==', orgId).where('stage', '==', 'interview').limit(30).get();
  const uploaded = staged.docs.filter((d) => !d.get('candidateUid') && kitByJob.has(d.get('jobId') as string)).slice(0, 5);
  uploaded.forEach((app, n) => {
    const kit = kitByJob.get(app.get('jobId') as string)!;
    const id = `demo-live-${n + 1}`;
    const daysFromNow = n < 3 ? -(6 + n * 3) : n === 3 ? -4 : 3;
    interview(id, {
      applicationId: app.id,
      jobId: app.get('jobId'),
      jobTitle: app.get('jobTitle'),
      candidateUid: null,
      candidateName: app.get('name') ?? '',
      interviewerUids: panel,
      kitId: kit.id,
      mode: 'live',
      status: daysFromNow < 0 ? 'completed' : 'scheduled',
      scheduledAt: at(daysFromNow),
      dueAt: null,
      questions: kit.questions,
    });
    writes.push([
      `${COLLECTIONS.applications}/${app.id}`,
      { ...app.data(), interviewerUids: [...new Set([...((app.get('interviewerUids') as string[]) ?? []), ...panel])] },
    ]);
    const competencies = [...new Set(kit.questions.map((q) => q.competency))];
    if (n < 3) {
      // Ivan rates a little higher than Nina: calibration shows it.
      scorecard(
        id,
        uids.interviewer,
        'Ivan Mehta',
        Object.fromEntries(competencies.map((c, i) => [c, Math.min(5, 3 + ((i + n) % 3))])),
        n === 1 ? 'strong-yes' : 'yes',
        'Good examples with outcomes.',
        -daysFromNow - 1,
      );
      scorecard(
        id,
        interviewer2,
        'Nina Shah',
        Object.fromEntries(competencies.map((c, i) => [c, Math.max(1, 2 + ((i + n) % 3))])),
        n === 2 ? 'no' : 'yes',
        'Solid, though short on numbers.',
        -daysFromNow - 1,
      );
    } else if (n === 3) {
      scorecard(id, interviewer2, 'Nina Shah', Object.fromEntries(competencies.map((c) => [c, 3])), 'yes', 'Fine.', 3);
    }
  });

  // Practice: three sessions of the demo candidate, weekly, scored by the engine.
  const practiceJob = jobs.docs[0];
  if (practiceJob) {
    const text = `${practiceJob.get('title')}\n${practiceJob.get('description')}`;
    const ctx = jobContext(text);
    const questions = planInterview(text, { count: 4 }).questions;
    PRACTICE_ANSWERS.forEach((answer, week) => {
      const feedback: Record<string, AnswerFeedback> = {};
      for (const q of questions) feedback[q.id] = answerFeedback(ctx, { question: q.text, answer, kind: q.kind, competency: q.competency, durationSec: 90 });
      const report = sessionReport(questions.map((q) => ({ question: q, feedback: feedback[q.id]! })));
      writes.push([
        `${COLLECTIONS.candidates}/${uids.candidate}/practice/demo-week-${week + 1}`,
        {
          job: { source: 'job', title: `${practiceJob.get('title')} at Acme Health`, jobId: practiceJob.id, field: null, orgName: 'Acme Health' },
          questions: questions.map(({ id, text: t, kind, competency }) => ({ id, text: t, kind, competency })),
          answers: Object.fromEntries(questions.map((q) => [q.id, { text: answer, durationSec: 90, attempts: 1 }])),
          feedback: Object.fromEntries(
            questions.map((q) => [
              q.id,
              { score: feedback[q.id]!.score, points: feedback[q.id]!.points, star: feedback[q.id]!.star, suggestion: feedback[q.id]!.suggestion },
            ]),
          ),
          report: {
            overall: report.overall,
            answered: report.answered,
            asked: report.asked,
            competencies: report.competencies.map(({ competency, label, score }) => ({ competency, label, score })),
            nextStep: report.nextStep,
          },
          startedAt: at(-(21 - week * 7)),
          completedAt: at(-(21 - week * 7)),
        },
      ]);
    });
  }

  await writeAll(firestore, writes);
  context.log(
    `interviews: ${kitByJob.size} kits, ${(finishedApp ? 1 : 0) + (openApp ? 1 : 0) + uploaded.length} interviews (AI-led and live), 3 practice sessions; interviewer2@acme.example added`,
  );
}
