import { expect, test, type Page } from '@playwright/test';
import { createAccount, idTokenFor, uniqueEmail } from '../support/auth-emulator';
import { fillSignIn, PASSWORD } from '../support/auth-pages';
import { API_URL, AUTH_EMULATOR, FIRESTORE_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * AI interviews (issue 12) against the real api, engine and emulators: practice on
 * /mock-interview signed out (typed, and spoken through a stubbed speech recogniser), a signed-in
 * candidate practising for an open HireGen job and finding it in their history; a structured
 * interview at the api and rules level (HR assigns through the api, the candidate's answers and a
 * colleague's scorecard under firestore.rules, the interviewer's transcript, scorecard and
 * calibration in the browser; the candidate never reads a scorecard); and the same through every
 * screen — HR assigns on the applicant page, the candidate answers in their dashboard, the
 * interviewer submits, HR reads the combined scorecard on the applicant.
 * Screenshots go to e2e/test-results/interviews/.
 */
const SHOTS = 'test-results/interviews';

type Value = string | number | boolean | null | Date | Value[] | { [key: string]: Value };

function encode(value: Value): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)])) } };
}

const documents = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Writes a document as the emulator's owner (rules bypassed, as the api or a seed would). */
async function ownerWrite(path: string, data: Record<string, Value>) {
  const response = await fetch(`${documents}/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: (encode(data) as { mapValue: { fields: unknown } }).mapValue.fields }),
  });
  expect(response.ok).toBe(true);
}

/** Updates fields as a signed-in person: firestore.rules decide. */
function userUpdate(token: string, path: string, data: Record<string, Value>) {
  const mask = Object.keys(data)
    .map((k) => `updateMask.fieldPaths=${encodeURIComponent(k)}`)
    .join('&');
  return fetch(`${documents}/${path}?${mask}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ fields: (encode(data) as { mapValue: { fields: unknown } }).mapValue.fields }),
  });
}

/** Writes a whole scorecard as a signed-in person, submittedAt stamped by the server (firestore.rules want request.time). */
function userSubmit(token: string, path: string, data: Record<string, Value>) {
  const name = `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const fields = (encode(data) as { mapValue: { fields: unknown } }).mapValue.fields;
  return fetch(`${documents}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ writes: [{ update: { name, fields }, updateTransforms: [{ fieldPath: 'submittedAt', setToServerValue: 'REQUEST_TIME' }] }] }),
  });
}

function userRead(token: string, path: string) {
  return fetch(`${documents}/${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

async function setClaims(uid: string, claims: Record<string, unknown>, name?: string) {
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims), emailVerified: true, ...(name ? { displayName: name } : {}) }),
  });
  expect(response.ok).toBe(true);
}

async function accountWith(label: string, claims: Record<string, unknown>, name?: string) {
  const email = uniqueEmail(label);
  const { uid } = await createAccount(email, PASSWORD);
  await setClaims(uid, claims, name);
  // The profile the api writes with every role (firestore.rules admit an account only with one).
  await ownerWrite(`users/${uid}`, {
    name: name ?? null,
    email,
    role: String(claims.role ?? ''),
    orgId: typeof claims.orgId === 'string' ? claims.orgId : null,
    disabled: false,
  });
  return { uid, email, token: await idTokenFor(email, PASSWORD) };
}

async function signIn(page: Page, loginPath: string, email: string) {
  await page.goto(loginPath);
  await fillSignIn(page, { email });
}

const STRONG =
  'Last year our checkout API started timing out for about 5% of requests at peak hours. I was on call, so it was my job to find the cause. I compared slow and fast traces, found a reporting job that leaked database connections, fixed it in our Node.js code and added an alert. As a result timeouts dropped to zero and p95 latency fell from 2.1 seconds to 300 milliseconds.';

test('a visitor practises signed out, typing and speaking, gets insights and a report, and nothing is saved', async ({ page }) => {
  // A stand-in for the browser's speech recogniser: it "hears" one sentence when started.
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(
          () =>
            this.onresult?.({
              resultIndex: 0,
              results: [
                { isFinal: true, 0: { transcript: 'On my last team I led the move to TypeScript and we cut production errors from twelve a month to one' } },
              ],
            }),
          200,
        );
      }
      stop() {
        this.onend?.();
      }
    }
    // Chromium has both names; the page takes the unprefixed one first.
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  });
  await page.goto('/mock-interview#practice-now');
  const practice = page.locator('#practice');
  await practice.getByLabel('Field', { exact: true }).selectOption('software');
  await practice.getByLabel('Questions').selectOption('4');
  await page.screenshot({ path: `${SHOTS}/practice-setup.png`, fullPage: false });
  await practice.getByRole('button', { name: 'Start practising' }).click();

  await expect(practice.getByText('Question 1 of 4')).toBeVisible();
  await expect(practice.getByRole('heading', { level: 2 })).toContainText('Software Engineer');
  await practice.getByLabel('Your answer').fill(STRONG);
  await practice.getByRole('button', { name: 'Get feedback' }).click();
  await expect(practice.getByRole('heading', { name: /Insights \d\/5/ })).toBeVisible();
  await expect(practice.getByText('Try this next:')).toBeVisible();
  await expect(practice.getByText('Result: found')).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/practice-insights.png`, fullPage: true });

  await practice.getByRole('button', { name: 'Next question' }).click();
  await expect(practice.getByText('Question 2 of 4')).toBeVisible();
  await practice.getByRole('button', { name: 'Answer by voice' }).click();
  await expect(practice.getByLabel('Your answer')).toHaveValue(/led the move to TypeScript/);
  await practice.getByRole('button', { name: 'Stop the microphone' }).click();
  await practice.getByRole('button', { name: 'Get feedback' }).click();
  await expect(practice.getByRole('heading', { name: /Insights \d\/5/ })).toBeVisible();
  await practice.getByRole('button', { name: 'End and see my report' }).click();

  await expect(page.getByRole('heading', { name: 'Your report: Software engineering (field)' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Score per competency/ })).toBeVisible();
  await expect(page.getByText(/2 of 4 questions answered/)).toBeVisible();
  await expect(page.getByText(/nothing is saved/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/practice-report.png`, fullPage: true });
});

test('a candidate practises for an open HireGen job and finds the session in their history', async ({ page }) => {
  const jobId = `e2e-job-${Date.now().toString(36)}`;
  const title = `Registered Nurse ${jobId.slice(-5)}`;
  await ownerWrite(`jobs/${jobId}`, {
    orgId: 'e2e-practice-org',
    orgName: 'Acme Health',
    title,
    status: 'open',
    createdBy: 'e2e',
    createdAt: new Date(),
    updatedAt: new Date(),
    openedAt: new Date(),
    description:
      'Responsibilities:\n- Assess and monitor patients on a surgical ward\n- Administer medications and document care in the electronic health record\nRequirements:\n- BLS certification, teamwork and communication',
    parsed: { requiredSkills: ['Nursing'], preferredSkills: [], seniority: 'mid', location: 'Pune', remote: 'onsite', salary: null },
  });
  const candidate = await accountWith('practice', { role: 'Candidate' }, 'Pia Practice');
  await signIn(page, '/login/candidate', candidate.email);
  await expect(page).toHaveURL(/\/dashboard\/candidate/);

  await page.goto('/mock-interview#practice-now');
  const practice = page.locator('#practice');
  await practice.getByRole('radio', { name: 'A job on HireGen' }).check();
  await practice.getByLabel('Open job').selectOption({ label: `${title} — Acme Health (Pune)` });
  await practice.getByLabel('Questions').selectOption('4');
  await practice.getByRole('button', { name: 'Start practising' }).click();
  await expect(practice.getByRole('heading', { level: 2 })).toContainText(title);
  await practice
    .getByLabel('Your answer')
    .fill(
      'Last winter on our ward a patient’s daughter was upset that her mother waited four hours for pain relief. I checked the chart, called the doctor and gave the medication within fifteen minutes. As a result the pain score went from 8 to 3.',
    );
  await practice.getByRole('button', { name: 'Get feedback' }).click();
  await expect(practice.getByRole('heading', { name: /Insights \d\/5/ })).toBeVisible();
  await practice.getByRole('button', { name: 'End and see my report' }).click();
  await expect(page.getByText('Saved to your practice history.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Your practice history' });
  await expect(history.getByRole('listitem').first()).toContainText(`${title} at Acme Health`);
  await page.screenshot({ path: `${SHOTS}/practice-history.png`, fullPage: true });
});

test('HR assigns an AI-led interview, the candidate answers, the interviewer submits a scorecard and sees the panel’s', async ({ page }) => {
  const orgId = `e2e-org-${Date.now().toString(36)}`;
  const hr = await accountWith('hr', { role: 'HR', orgId }, 'Hana HR');
  const interviewer = await accountWith('iv', { role: 'Interviewer', orgId }, 'Ivan Interviewer');
  const colleague = await accountWith('iv2', { role: 'Interviewer', orgId }, 'Nina Panel');
  const candidate = await accountWith('cand', { role: 'Candidate' }, 'Cara Candidate');
  const now = new Date();
  await ownerWrite(`organizations/${orgId}`, { name: 'E2E Health', createdBy: hr.uid, createdAt: now });
  for (const [m, role, name] of [
    [hr, 'HR', 'Hana HR'],
    [interviewer, 'Interviewer', 'Ivan Interviewer'],
    [colleague, 'Interviewer', 'Nina Panel'],
  ] as const) {
    await ownerWrite(`organizations/${orgId}/members/${m.uid}`, { role, name, email: m.email, joinedAt: now });
  }
  await ownerWrite(`jobs/${orgId}-job`, {
    orgId,
    orgName: 'E2E Health',
    title: 'Software Engineer',
    status: 'open',
    createdBy: hr.uid,
    createdAt: now,
    updatedAt: now,
    openedAt: now,
    description: 'Build and test features in TypeScript and Node.js; review code; improve reliability.',
    parsed: { requiredSkills: ['TypeScript'], preferredSkills: [], seniority: 'mid', location: null, remote: 'remote', salary: null },
  });
  await ownerWrite(`organizations/${orgId}/kits/kit1`, {
    jobId: `${orgId}-job`,
    title: 'Engineer kit',
    createdBy: hr.uid,
    questions: [
      {
        id: 'q1',
        text: 'Tell me about the hardest problem you solved in the last year.',
        kind: 'behavioural',
        competency: 'problem-solving',
        rubric: 'Finds the cause before acting',
      },
      {
        id: 'q2',
        text: 'Describe a time you disagreed with a colleague.',
        kind: 'behavioural',
        competency: 'teamwork',
        rubric: 'Handles disagreement constructively',
      },
    ],
  });
  await ownerWrite(`applications/${orgId}-app`, {
    orgId,
    jobId: `${orgId}-job`,
    jobTitle: 'Software Engineer',
    candidateUid: candidate.uid,
    name: 'Cara Candidate',
    email: candidate.email,
    source: 'applied',
    stage: 'interview',
    interviewerUids: [],
    createdAt: now,
    updatedAt: now,
  });

  // HR assigns the AI-led interview (the api copies candidate and questions, checks the panel).
  const assigned = await fetch(`${API_URL}/api/interviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${hr.token}` },
    body: JSON.stringify({
      applicationId: `${orgId}-app`,
      kitId: 'kit1',
      mode: 'ai-async',
      interviewerUids: [interviewer.uid, colleague.uid],
      dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    }),
  });
  expect(assigned.status).toBe(201);
  const { id } = (await assigned.json()) as { id: string };

  // The candidate's answers, under firestore.rules (their own interview, open, before the deadline).
  const answered = await userUpdate(candidate.token, `interviews/${id}`, {
    answers: {
      q1: { text: STRONG, durationSec: 95, answeredAt: new Date() },
      q2: { text: 'I am easy to work with and I do not really have disagreements.', durationSec: 20, answeredAt: new Date() },
    },
    status: 'completed',
    completedAt: new Date(),
  });
  expect(answered.status).toBe(200);
  // The colleague submits first; the candidate can never read a scorecard.
  expect(
    (
      await userSubmit(colleague.token, `interviews/${id}/scorecards/${colleague.uid}`, {
        ratings: { 'problem-solving': 4, teamwork: 2 },
        recommendation: 'yes',
        notes: 'Strong debugging story.',
        authorName: 'Nina Panel',
        updatedAt: new Date(),
      })
    ).status,
  ).toBe(200);
  expect((await userRead(candidate.token, `interviews/${id}/scorecards/${colleague.uid}`)).status).toBe(403);

  // The interviewer: dashboard, transcript with insights, scorecard, then the panel's.
  await signIn(page, '/login/interviewer', interviewer.email);
  await expect(page).toHaveURL(/\/dashboard\/interviewer/);
  await expect(page.getByRole('list', { name: 'Your interview figures' })).toContainText('1 scorecards to submit');
  await page.screenshot({ path: `${SHOTS}/interviewer-dashboard.png`, fullPage: true });
  await page.getByRole('link', { name: 'Cara Candidate' }).first().click();
  await expect(page.getByRole('heading', { name: 'Cara Candidate · Software Engineer' })).toBeVisible();
  await expect(page.getByText(/AI summary/)).toBeVisible();
  await expect(page.getByText(STRONG)).toBeVisible();
  await expect(page.getByText(/^\d\/5 —/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/interviewer-transcript.png`, fullPage: true });
  await page.getByRole('group', { name: 'Problem solving' }).getByRole('radio', { name: /^5/ }).check();
  await page.getByRole('group', { name: 'Teamwork' }).getByRole('radio', { name: /^2/ }).check();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByLabel('Notes', { exact: true }).fill('Clear cause-first debugging; avoided the conflict question.');
  await page.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(page.getByText(/You will not be able to change it/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit scorecard' }).click();
  const panel = page.getByRole('table', { name: /per panelist/ });
  await expect(panel).toContainText('You');
  await expect(panel).toContainText('Nina Panel');
  await page.screenshot({ path: `${SHOTS}/interviewer-panel.png`, fullPage: true });

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByText(/On 1 shared interview you rate/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/interviewer-calibration.png`, fullPage: true });

  // HR reads every scorecard of the interview (the combined scorecard's source).
  const list = await fetch(`${documents}/interviews/${id}/scorecards`, { headers: { Authorization: `Bearer ${hr.token}` } });
  expect(list.status).toBe(200);
  expect(((await list.json()) as { documents: unknown[] }).documents).toHaveLength(2);
});

test('through the screens: HR assigns on the applicant page, the candidate answers in their dashboard, HR sees the combined scorecard', async ({
  page,
  browser,
}) => {
  const orgId = `e2e-ui-${Date.now().toString(36)}`;
  const hr = await accountWith('hrui', { role: 'HR', orgId }, 'Hana HR');
  const interviewer = await accountWith('ivui', { role: 'Interviewer', orgId }, 'Ivan Interviewer');
  const colleague = await accountWith('iv2ui', { role: 'Interviewer', orgId }, 'Nina Panel');
  const candidate = await accountWith('candui', { role: 'Candidate' }, 'Cara Candidate');
  const now = new Date();
  await ownerWrite(`organizations/${orgId}`, { name: 'E2E Health', createdBy: hr.uid, createdAt: now });
  for (const [m, role, name] of [
    [hr, 'HR', 'Hana HR'],
    [interviewer, 'Interviewer', 'Ivan Interviewer'],
    [colleague, 'Interviewer', 'Nina Panel'],
  ] as const) {
    await ownerWrite(`organizations/${orgId}/members/${m.uid}`, { role, name, email: m.email, joinedAt: now });
  }
  const jobId = `${orgId}-job`;
  await ownerWrite(`jobs/${jobId}`, {
    orgId,
    orgName: 'E2E Health',
    title: 'Software Engineer',
    status: 'open',
    createdBy: hr.uid,
    createdAt: now,
    updatedAt: now,
    openedAt: now,
    description: 'Build and test features in TypeScript and Node.js; review code; improve reliability.',
    parsed: { requiredSkills: ['TypeScript'], preferredSkills: [], seniority: 'mid', location: null, remote: 'remote', salary: null },
  });
  await ownerWrite(`organizations/${orgId}/kits/kit1`, {
    jobId,
    title: 'Engineer kit',
    createdBy: hr.uid,
    questions: [
      {
        id: 'q1',
        text: 'Tell me about the hardest problem you solved in the last year.',
        kind: 'behavioural',
        competency: 'problem-solving',
        rubric: 'Finds the cause before acting',
      },
      {
        id: 'q2',
        text: 'Describe a time you disagreed with a colleague.',
        kind: 'behavioural',
        competency: 'teamwork',
        rubric: 'Handles disagreement constructively',
      },
    ],
  });
  const applicationId = `${orgId}-app`;
  await ownerWrite(`applications/${applicationId}`, {
    orgId,
    jobId,
    jobTitle: 'Software Engineer',
    candidateUid: candidate.uid,
    talentId: null,
    name: 'Cara Candidate',
    email: candidate.email,
    source: 'applied',
    resumeSnapshot: { basics: { name: 'Cara Candidate', email: candidate.email } },
    match: { score: 72, matched: ['TypeScript'], missing: [], summary: 'Good fit.' },
    stage: 'interview',
    stageHistory: [{ stage: 'applied', at: now.toISOString(), by: candidate.uid }],
    interviewerUids: [],
    createdAt: now,
    updatedAt: now,
  });

  // HR assigns on the applicant page.
  await signIn(page, '/resumeinflux/login', hr.email);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`/resumeinflux/hr/applications/${applicationId}`);
  const assign = page.getByRole('form', { name: 'Assign an interview' });
  await expect(assign.getByLabel('Kit')).toHaveValue('kit1');
  await assign.getByRole('checkbox', { name: 'Ivan Interviewer' }).check();
  await assign.getByRole('checkbox', { name: 'Nina Panel' }).check();
  await expect(assign.getByRole('radio', { name: /AI-led/ })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/hr-assign.png`, fullPage: true });
  await assign.getByRole('button', { name: 'Assign interview' }).click();
  await expect(page.getByText(/AI-led, answer by/)).toBeVisible();

  // The candidate answers in their dashboard.
  const candidatePage = await browser.newPage();
  await signIn(candidatePage, '/login/candidate', candidate.email);
  await expect(candidatePage).toHaveURL(/\/dashboard\/candidate/);
  await candidatePage.goto('/dashboard/candidate/interviews');
  await candidatePage.getByRole('button', { name: 'Start the interview for Software Engineer' }).click();
  await candidatePage.getByLabel('Your answer').fill(STRONG);
  await candidatePage.screenshot({ path: `${SHOTS}/candidate-answer.png`, fullPage: true });
  await candidatePage.getByRole('button', { name: 'Save and next question' }).click();
  await expect(candidatePage.getByRole('heading', { name: /Question 2 of 2/ })).toBeVisible();
  await candidatePage
    .getByLabel('Your answer')
    .fill(
      'On my last team a colleague wanted to rewrite the front end. I booked time with him, we listed the problems together and tried the change on one page first. Flaky test failures went down by about 70%.',
    );
  await candidatePage.getByRole('button', { name: 'Save answer' }).click();
  await candidatePage.getByRole('button', { name: 'Submit interview' }).click();
  await expect(candidatePage.getByText('Submitted', { exact: true })).toBeVisible();
  await candidatePage.close();

  // Both panelists submit (the colleague under the rules, the interviewer in the browser).
  const list = (await (await fetch(`${documents}/interviews?pageSize=300`, { headers: { Authorization: 'Bearer owner' } })).json()) as {
    documents: { name: string; fields: { applicationId?: { stringValue: string } } }[];
  };
  const id = list.documents
    .find((d) => d.fields.applicationId?.stringValue === applicationId)!
    .name.split('/')
    .pop()!;
  expect(
    (
      await userSubmit(colleague.token, `interviews/${id}/scorecards/${colleague.uid}`, {
        ratings: { 'problem-solving': 4, teamwork: 4 },
        recommendation: 'yes',
        notes: 'Strong debugging story.',
        authorName: 'Nina Panel',
        updatedAt: new Date(),
      })
    ).status,
  ).toBe(200);
  const ivPage = await browser.newPage();
  await signIn(ivPage, '/login/interviewer', interviewer.email);
  await expect(ivPage).toHaveURL(/\/dashboard\/interviewer/);
  await ivPage.goto(`/dashboard/interviewer/interviews/${id}`);
  await expect(ivPage.getByText(/AI summary/)).toBeVisible();
  await ivPage.getByRole('group', { name: 'Problem solving' }).getByRole('radio', { name: /^5/ }).check();
  await ivPage.getByRole('group', { name: 'Teamwork' }).getByRole('radio', { name: /^3/ }).check();
  await ivPage.getByRole('radio', { name: 'Strong yes' }).check();
  await ivPage.getByRole('button', { name: 'Submit scorecard' }).click();
  await ivPage.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(ivPage.getByRole('table', { name: /per panelist/ })).toContainText('Nina Panel');
  await ivPage.close();

  // HR sees the combined scorecard on the applicant.
  await page.reload();
  const combined = page.getByRole('table', { name: /Mean rating per competency over 2 submitted scorecards/ });
  await expect(combined).toContainText('Problem solving4.5');
  await expect(combined).toContainText('Teamwork3.5');
  await expect(page.getByText(/Strong yes ×1/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hr-combined-scorecard.png`, fullPage: true });
});
