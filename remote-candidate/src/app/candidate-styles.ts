// The Candidate area's stylesheet as a chunk of its own (loadCandidateStyles in dashboard-pages):
// nothing the dashboard draws first uses it — the frame is shared-ui's, and the overview shows
// its greeting and "Loading..." until the data comes — so the first render does not wait for it.
import './candidate.css';
