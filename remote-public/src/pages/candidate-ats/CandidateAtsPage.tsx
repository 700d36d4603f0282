import { CallToActionBand } from '../../components/CallToActionBand';
import { FeatureGrid } from '../../components/FeatureGrid';
import { LandingHero } from '../../components/LandingHero';
import { StepList } from '../../components/StepList';
import { AtsCheck } from '../../features/genai-tools/screens/AtsComplianceScreen';
import { useScrollToHash } from '../../hooks/useScrollToHash';

const CHECKS = [
  { title: 'What the ATS actually reads', text: 'See your resume as plain text, exactly as an applicant tracking system extracts it.' },
  { title: 'Layout traps', text: 'Tables, columns, text boxes, headers and images that hide your details from the parser.' },
  { title: 'Sections and contact details', text: 'Standard headings and a reachable email and phone number, where a parser expects them.' },
  {
    title: 'Keywords for the job',
    text: 'Compare against a job description with Job-Resume Matching: the skills you show, the ones you miss and where to add them.',
  },
  { title: 'Dates and titles', text: 'Consistent dates and recognisable job titles, so your experience is counted correctly.' },
  { title: 'A clear fix list', text: 'Every issue comes with why it matters and how to fix it, most important first.' },
];

const STEPS = [
  { title: 'Upload your resume', text: 'PDF or Word, as you would send it to an employer.' },
  { title: 'Read the fix list', text: 'Your ATS score, every finding with its fix, and the text exactly as an ATS reads it.' },
  { title: 'Fix and re-check', text: 'Work through the list and watch your score rise.' },
];

/** /genai-candidate-ats: the candidate's ATS check, working on the page, with what it checks. */
export default function CandidateAtsPage() {
  useScrollToHash();
  return (
    <>
      <LandingHero
        eyebrow="Candidate ATS check"
        title="Make sure your resume gets past the ATS"
        lead="Most employers screen resumes with an applicant tracking system first. HireGen shows you what it sees, what it trips on and how to fix it."
        primary={{ label: 'Check my resume', to: '#ats-check' }}
        secondary={{ label: 'Build a new resume', to: '/genai-resume-builder' }}
      />
      <section id="ats-check" className="ats-check-section" aria-labelledby="ats-check-title" tabIndex={-1}>
        <h2 id="ats-check-title">Check your resume now</h2>
        <p className="hg-hint">No sign-in needed. Your file is read to produce this report.</p>
        <AtsCheck headingLevel={3} />
      </section>
      <FeatureGrid id="checks" title="What we check" features={CHECKS} />
      <StepList id="how-it-works" title="How it works" steps={STEPS} />
      <CallToActionBand
        title="Don’t let a parser reject you"
        text="Fix what the ATS trips on, then see how well you match the job you want."
        action={{ label: 'Match my resume to a job', to: '/genai-services/job-resume-matching' }}
        secondary={{ label: 'See all resume tools', to: '/genai-services#resume-tools' }}
      />
    </>
  );
}
