import type { AtsFinding, AtsReport } from 'genai';
import '../genai-tools.css';
import { ScoreGauge } from 'shared-ui/charts';
import { CopyButton } from './CopyButton';

const SEVERITY_ORDER: Record<AtsFinding['severity'], number> = { critical: 0, major: 1, minor: 2, info: 3 };
const SEVERITY_WORD: Record<AtsFinding['severity'], string> = { critical: 'Critical', major: 'Major', minor: 'Minor', info: 'Info' };

/** The ATS report: score, findings most serious first (each with its fix), and the text an ATS reads. */
export function AtsResult({ report, headingLevel = 2 }: { report: AtsReport; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const findings = [...report.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const problems = findings.filter((f) => f.severity !== 'info').length;
  return (
    <section className="gt-result" aria-labelledby="ats-title">
      <H id="ats-title">ATS report</H>
      <div className="gt-result-top">
        <ScoreGauge value={report.score} label="ATS score" />
        <div>
          <p className="gt-big-line">
            {problems === 0 ? 'No problems found.' : `${problems} ${problems === 1 ? 'thing' : 'things'} to fix, most important first.`}
          </p>
          <p className="hg-hint">Each finding says why it matters to an applicant tracking system and how to fix it.</p>
        </div>
      </div>
      <Sub>Findings</Sub>
      {findings.length === 0 ? (
        <p>Nothing an ATS would trip on.</p>
      ) : (
        <ul className="gt-findings">
          {findings.map((f) => (
            <li key={f.id} className={`gt-finding gt-finding--${f.severity}`}>
              <p className="gt-finding-head">
                <span className={`gt-severity gt-severity--${f.severity}`}>{SEVERITY_WORD[f.severity]}</span>
                <strong>{f.title}</strong>
              </p>
              <p>{f.detail}</p>
              <p className="gt-fix">
                <strong>Fix: </strong>
                {f.fix}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="gt-row-between">
        <Sub>The text as an ATS reads it</Sub>
        <CopyButton text={report.atsText} label="Copy text" />
      </div>
      <pre className="gt-ats-text" tabIndex={0} aria-label="The text as an ATS reads it">
        {report.atsText || '(no text could be read)'}
      </pre>
    </section>
  );
}
