import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { readInterviewerClaims } from '../api/interviewer-claims';
import { readOwnScorecard, readRubric, subscribeInterview } from '../api/interviews-store';
import { InterviewDetail } from '../components/InterviewDetail';
import type { InterviewRow } from '../types/interviews';

jest.mock('../api/interviewer-claims', () => ({ readInterviewerClaims: jest.fn() }));
jest.mock('../api/transcript-insights', () => ({ transcriptInsights: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('../api/interviews-store', () => ({
  ...jest.requireActual('../api/interviews-store'),
  subscribeInterview: jest.fn(),
  readRubric: jest.fn(),
  readOwnScorecard: jest.fn(),
  readPanelScorecards: jest.fn(async () => []),
  readJobText: jest.fn(async () => null),
}));

// The interview as the api now writes it: questions without their rubric (the candidate reads
// this document); the rubric comes from the panel's staff document.
const interview: InterviewRow = {
  id: 'int1',
  orgId: 'acme',
  orgName: 'Acme Health',
  applicationId: 'app1',
  jobId: 'job1',
  jobTitle: 'Nurse',
  candidateUid: 'cand',
  candidateName: 'Cara',
  interviewerUids: ['iv1'],
  kitId: 'kit1',
  mode: 'live',
  status: 'scheduled',
  scheduledAt: new Date('2026-12-01T10:00:00Z'),
  dueAt: null,
  questions: [{ id: 'q1', text: 'Tell me about a hard shift.', kind: 'behavioural', competency: 'teamwork' }],
  competencies: ['teamwork'],
  answers: {},
  createdBy: 'hr',
  createdAt: null,
  completedAt: null,
};

it('shows each question with the rubric read from the panel-only document', async () => {
  jest.mocked(readInterviewerClaims).mockResolvedValue({ uid: 'iv1', orgId: 'acme', role: 'Interviewer', name: 'Ivan' });
  jest.mocked(readOwnScorecard).mockResolvedValue(null);
  jest.mocked(readRubric).mockResolvedValue({ q1: 'Stays calm, escalates early' });
  jest.mocked(subscribeInterview).mockImplementation((_id, onRow) => {
    onRow(interview);
    return () => undefined;
  });
  render(
    <MemoryRouter initialEntries={['/dashboard/interviewer/interviews/int1']}>
      <Routes>
        <Route path="/dashboard/interviewer/interviews/:interviewId" element={<InterviewDetail />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByText(/Look for: Stays calm, escalates early/)).toBeInTheDocument();
  expect(readRubric).toHaveBeenCalledWith('int1');
});
