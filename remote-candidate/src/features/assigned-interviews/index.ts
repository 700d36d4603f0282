// What the candidate dashboard mounts from this feature.
export { AssignedInterviews } from './components/AssignedInterviews';
export { PracticeProgress } from './components/PracticeProgress';
