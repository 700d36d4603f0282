import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { stubFetch, type JsonCall } from 'shared-auth/test/api-stubs';
import { PracticeApp } from '../components/PracticeApp';
import type { AnswerFeedback, InterviewPlan, SessionReport } from '../types/practice';

const plan: InterviewPlan = {
  title: 'Registered Nurse',
  level: 'mid',
  competencies: ['motivation', 'teamwork'],
  source: 'offline',
  questions: [
    { id: 'q1', text: 'Tell me about yourself and what draws you to this Registered Nurse role.', kind: 'warm-up', competency: 'motivation', rubric: '' },
    { id: 'q2', text: 'Describe a time you helped a struggling teammate.', kind: 'behavioural', competency: 'teamwork', rubric: '' },
  ],
};
const feedback = (score: number): AnswerFeedback => ({
  score,
  points: score * 18,
  competency: 'teamwork',
  reason: `${score}/5 for Teamwork: shows a situation and action but no clear result.`,
  star: { situation: true, task: false, action: true, result: false },
  missing: ['task', 'result'],
  starEvidence: {},
  jobTerms: { used: ['patient care'], missed: ['BLS certification'] },
  quantified: [],
  fillers: [{ word: 'um', count: 2 }],
  words: 48,
  wpm: 96,
  durationSec: 30,
  flags: ['filler-heavy'],
  suggestion: 'End with the result: what changed because of what you did.',
  mostUsedWords: [{ word: 'patient', count: 3 }],
});
const report: SessionReport = {
  overall: 3.5,
  answered: 2,
  asked: 2,
  competencies: [
    { competency: 'teamwork', label: 'Teamwork', score: 4, answers: 1, reason: '4/5 for Teamwork: a complete story.' },
    { competency: 'motivation', label: 'Motivation and fit', score: 3, answers: 1, reason: '3/5 for Motivation and fit.' },
  ],
  storyAnswers: 1,
  starRate: { situation: 1, task: 0, action: 1, result: 0 },
  strengths: ['Teamwork'],
  focusAreas: ['Motivation and fit'],
  jobTermsUsed: ['patient care'],
  jobTermsMissed: ['BLS certification'],
  mostUsedWords: [],
  fillerCount: 2,
  averageWpm: 96,
  nextStep: 'Most of your stories stopped before the result.',
};

function answer(call: JsonCall) {
  if (call.path.endsWith('/interview/plan')) return { status: 200, body: plan };
  if (call.path.endsWith('/interview/feedback')) return { status: 200, body: feedback(3) };
  if (call.path.endsWith('/interview/transcript')) return { status: 200, body: { feedback: [feedback(3), feedback(4)], report } };
  return { status: 404, body: { message: 'no' } };
}

function renderApp() {
  return render(
    <SessionProvider>
      <MemoryRouter>
        <PracticeApp />
      </MemoryRouter>
    </SessionProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

describe('interview practice, signed out', () => {
  it('plans for a field, gives insights after a typed answer, allows a retry, and ends with a report that is not saved', async () => {
    const { calls } = stubFetch(answer);
    const user = userEvent.setup();
    renderApp();
    await user.selectOptions(screen.getByLabelText('Field'), 'nursing');
    await user.click(screen.getByRole('button', { name: 'Start practising' }));

    expect(await screen.findByRole('heading', { name: plan.questions[0]!.text })).toBeInTheDocument();
    expect(calls[0]).toEqual({ path: '/api/v1/interview/plan', body: { field: 'nursing', count: 6, variant: 0 } });
    expect(screen.getByText('0:00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your answer'), 'I have been a nurse for five years on a busy ward.');
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));
    expect(await screen.findByText('End with the result: what changed because of what you did.')).toBeInTheDocument();
    expect(screen.getByText(/3\/5 for Teamwork/)).toBeInTheDocument();
    expect(screen.getByText('Result').closest('li')).toHaveTextContent('Result: missing');
    expect(screen.getByText('“um” ×2')).toBeInTheDocument();
    const sent = calls[1]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      field: 'nursing',
      question: plan.questions[0]!.text,
      kind: 'warm-up',
      competency: 'motivation',
      answer: 'I have been a nurse for five years on a busy ward.',
    });
    // Typed: no pace is asked for (typing time is not speaking time).
    expect(sent.durationSec).toBeUndefined();

    // Retry keeps the answer to improve it.
    await user.click(screen.getByRole('button', { name: 'Retry this question' }));
    expect(screen.getByLabelText('Your answer')).toHaveValue('I have been a nurse for five years on a busy ward.');
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));
    await user.click(await screen.findByRole('button', { name: 'Next question' }));

    expect(await screen.findByRole('heading', { name: plan.questions[1]!.text })).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
    await user.type(screen.getByLabelText('Your answer'), 'On my ward a new nurse fell behind and I took over her observations.');
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));
    await user.click(await screen.findByRole('button', { name: 'See my report' }));

    expect(await screen.findByRole('heading', { name: 'Your report: Nursing (field)' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Teamwork (4.0/5)' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('table', { name: /Score per competency/ })).toHaveTextContent('Motivation and fit3.0/51');
    expect(screen.getByText(/nothing is saved/)).toBeInTheDocument();
    const transcript = calls.find((c) => c.path.endsWith('/interview/transcript'))!.body as { items: { id: string; answer?: string }[] };
    expect(transcript.items.map((i) => i.id)).toEqual(['q1', 'q2']);
    expect(transcript.items[1]!.answer).toMatch(/took over her observations/);
  });

  it('transcribes a spoken answer into the editable answer box', async () => {
    stubFetch(answer);
    let instance: { onresult: ((e: unknown) => void) | null; onend: (() => void) | null } | null = null;
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((e: unknown) => void) | null = null;
      onerror = null;
      onend: (() => void) | null = null;
      constructor() {
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test drives the page's recogniser through it
        instance = this;
      }
      start() {}
      stop() {
        this.onend?.();
      }
    }
    (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Start practising' }));
    await user.click(await screen.findByRole('button', { name: 'Answer by voice' }));
    expect(screen.getByRole('button', { name: 'Stop the microphone' })).toHaveAttribute('aria-pressed', 'true');
    act(() => instance!.onresult!({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'I led the night shift handover' } }] }));
    await waitFor(() => expect(screen.getByLabelText('Your answer')).toHaveValue('I led the night shift handover'));
  });

  it('sends the optional resume with the plan request', async () => {
    const { calls } = stubFetch(answer);
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByText('Add your resume (optional)'));
    await user.type(screen.getByLabelText('Resume text'), 'Staff Nurse, City Hospital, 2021 - Present');
    await user.click(screen.getByRole('button', { name: 'Start practising' }));
    await screen.findByRole('heading', { name: plan.questions[0]!.text });
    expect(calls[0]!.body).toEqual({ field: 'nursing', count: 6, variant: 0, resume: 'Staff Nurse, City Hospital, 2021 - Present' });
  });

  it('shows the api’s message when planning fails and stays on the setup', async () => {
    stubFetch(() => ({ status: 400, body: { message: 'The "job" field is empty.' } }));
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('radio', { name: 'A job I paste' }));
    await user.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Paste the whole job posting/);
    await user.type(
      screen.getByLabelText('Job posting'),
      'Staff nurse on a surgical ward caring for patients after operations with a friendly team and good training on offer',
    );
    await user.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The "job" field is empty.');
  });
});
