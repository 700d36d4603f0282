// What the HR pipeline and job screens mount from this feature.
export { InterviewKitPanel } from './components/InterviewKitPanel';
export { AssignInterview } from './components/AssignInterview';
export { ApplicantInterviews } from './components/ApplicantInterviews';
export { combineScorecards, type CombinedScorecard } from './utils/combine-scorecards';
