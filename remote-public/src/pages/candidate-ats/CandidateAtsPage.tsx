import { CallToActionBand } from '../../components/CallToActionBand';
import { FeatureGrid } from '../../components/FeatureGrid';
import { LandingHero } from '../../components/LandingHero';
import { StepList } from '../../components/StepList';

const CHECKS = [
  { title: 'What the ATS actually reads', text: 'See your resume as plain text, exactly as an applicant tracking system extracts it.' },
  { title: 'Layout traps', text: 'Tables, columns, text boxes, headers and images that hide your details from the parser.' },
  { title: 'Sections and contact details', text: 'Standard headings and a reachable email and phone number, where a parser expects them.' },
  { title: 'Keywords for the job', text: 'Compare against a job description: the skills you show, the ones you miss and where to add them.' },
  { title: 'Dates and titles', text: 'Consistent dates and recognisable job titles, so your experience is counted correctly.' },
  { title: 'A clear fix list', text: 'Every issue comes with why it matters and how to fix it, most important first.' },
];

const STEPS = [
  { title: 'Upload your resume', text: 'PDF or Word, as you would send it to an employer.' },
  { title: 'Add the job (optional)', text: 'Paste the job description to check keywords too.' },
  { title: 'Fix and re-check', text: 'Work through the list and watch your score rise.' },
];

/** /genai-candidate-ats: the candidate's ATS check. */
export default function CandidateAtsPage() {
  return (
    <>
      <LandingHero
        eyebrow="Candidate ATS check"
        title="Make sure your resume gets past the ATS"
        lead="Most employers screen resumes with an applicant tracking system first. HireGen shows you what it sees, what it trips on and how to fix it."
        primary={{ label: 'Check my resume', to: '/select-account' }}
        secondary={{ label: 'Build a new resume', to: '/genai-resume-builder' }}
      />
      <FeatureGrid id="checks" title="What we check" features={CHECKS} />
      <StepList id="how-it-works" title="How it works" steps={STEPS} />
      <CallToActionBand
        title="Don’t let a parser reject you"
        text="Sign in as a candidate to run your first ATS check."
        action={{ label: 'Get started', to: '/select-account' }}
        secondary={{ label: 'See all resume tools', to: '/genai-services#resume-tools' }}
      />
    </>
  );
}
