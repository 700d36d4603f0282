import { ResumeParserTool } from './ResumeParserScreen';

/** /genai-services/pdf-to-resume: the parser, upload only. */
export default function PdfToResumeScreen() {
  return <ResumeParserTool slug="pdf-to-resume" />;
}
