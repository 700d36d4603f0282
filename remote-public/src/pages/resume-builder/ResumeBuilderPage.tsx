import { CallToActionBand } from '../../components/CallToActionBand';
import { FeatureGrid } from '../../components/FeatureGrid';
import { LandingHero } from '../../components/LandingHero';
import { StepList } from '../../components/StepList';

const FEATURES = [
  { title: 'Start from what you have', text: 'Upload an old resume or a PDF and HireGen fills in the sections for you to edit.' },
  { title: 'Stronger bullet points', text: 'Rewrite weak lines into action-first, result-focused ones — without inventing anything you did not do.' },
  { title: 'Tailored to the job', text: 'Paste a job description to see which of your skills to bring forward and which are missing.' },
  { title: 'Readable by ATS and people', text: 'A clean, single-column layout that applicant tracking systems read correctly and recruiters enjoy.' },
  { title: 'A score you can act on', text: 'A 0–100 scorecard for impact, action verbs, completeness and readability, with advice line by line.' },
  { title: 'Your data, your choice', text: 'Your resume is shared with employers only when you decide to apply.' },
];

const STEPS = [
  { title: 'Import or start fresh', text: 'Upload a file or begin with a guided template.' },
  { title: 'Improve with AI', text: 'Accept, edit or ignore each suggestion.' },
  { title: 'Check and export', text: 'Run the ATS check, then download and apply.' },
];

/** /genai-resume-builder. */
export default function ResumeBuilderPage() {
  return (
    <>
      <LandingHero
        eyebrow="GenAI Resume Builder"
        title="Build a resume that gets you interviews"
        lead="Write, improve and tailor your resume with AI that explains every suggestion — and keeps every claim true to your experience."
        primary={{ label: 'Build my resume', to: '/select-account' }}
        secondary={{ label: 'Check my resume for ATS', to: '/genai-candidate-ats' }}
      />
      <FeatureGrid id="features" title="What the builder does" features={FEATURES} />
      <StepList id="how-it-works" title="How it works" steps={STEPS} />
      <CallToActionBand
        title="Your next resume is a few minutes away"
        text="Sign in as a candidate to start building."
        action={{ label: 'Get started', to: '/select-account' }}
        secondary={{ label: 'See all resume tools', to: '/genai-services#resume-tools' }}
      />
    </>
  );
}
