import { CallToActionBand } from '../../components/CallToActionBand';
import { FeatureGrid } from '../../components/FeatureGrid';
import { LandingHero } from '../../components/LandingHero';
import { StepList } from '../../components/StepList';

const FEATURES = [
  { title: 'Job descriptions in minutes', text: 'Draft an inclusive, structured job description from a title and a few notes, then edit it in your words.' },
  { title: 'Screen every resume', text: 'Upload resumes in bulk. HireGen parses each one into a clean profile, so no application is skimmed past.' },
  { title: 'Ranked, explained shortlists', text: 'See how each candidate matches the job, skill by skill, with the evidence from their resume.' },
  { title: 'Fit summaries for hiring managers', text: 'Share a short, plain-language summary of strengths and gaps instead of forwarding ten PDFs.' },
  { title: 'Structured AI interviews', text: 'Run consistent first-round interviews with role-specific questions and comparable feedback.' },
  { title: 'Consent built in', text: 'Candidate data reaches your team only with the candidate’s consent, in line with the DPDP Act and GDPR.' },
];

const STEPS = [
  { title: 'Describe the role', text: 'Paste a job post or generate one. HireGen normalises the title, skills and seniority.' },
  { title: 'Bring in candidates', text: 'Upload resumes to resumeinflux, or invite candidates to apply and interview.' },
  { title: 'Review the shortlist', text: 'Compare ranked matches with their reasons, and move the best people forward.' },
];

/** /for-hr: GenAI for HR. */
export default function ForHrPage() {
  return (
    <>
      <LandingHero
        eyebrow="GenAI for HR"
        title="Hire the right people, faster"
        lead="HireGen gives HR teams AI that reads every resume, explains every match and keeps interviews consistent — so you spend your time on people, not paperwork."
        primary={{ label: 'Sign in as HR', to: '/resumeinflux/login' }}
        secondary={{ label: 'Open resumeinflux', to: '/resumeinflux/home' }}
      />
      <FeatureGrid id="features" title="What HR teams get" features={FEATURES} />
      <StepList id="how-it-works" title="How it works" steps={STEPS} />
      <CallToActionBand
        title="See HireGen with your own openings"
        text="Tell us about your hiring and we will help you set up your team."
        action={{ label: 'Talk to us', to: '/contact' }}
        secondary={{ label: 'Explore GenAI services', to: '/genai-services' }}
      />
    </>
  );
}
