import { memo } from 'react';
import type { LiveAts } from '../hooks/useLiveAts';

const SEVERITY_WORDS = { critical: 'Critical', major: 'Major', minor: 'Minor', info: 'Note' } as const;

/** What an applicant tracking system makes of the exported PDF, with a fix for each finding. */
export const AtsPanel = memo(function AtsPanel({ ats, templateName }: { ats: LiveAts; templateName: string }) {
  const { report, checking, error } = ats;
  return (
    <section className="rb-enhance" aria-labelledby="rb-ats-title">
      <h3 id="rb-ats-title">ATS check of the {templateName} PDF</h3>
      <p className="hg-hint" role="status" aria-live="polite">
        {error ? (
          <span className="hg-error-text">{error}</span>
        ) : checking ? (
          'Checking the exported PDF…'
        ) : report ? null : (
          'Checked a few seconds after you stop typing.'
        )}
      </p>
      {report ? (
        <>
          <p data-testid="ats-score" data-score={report.score}>
            <strong>{report.score}</strong> out of 100 for applicant tracking systems.
          </p>
          {report.findings.length === 0 ? (
            <p>No problems found.</p>
          ) : (
            <ul className="rb-suggestions">
              {report.findings.map((finding) => (
                <li key={finding.id}>
                  <p>
                    <strong>{SEVERITY_WORDS[finding.severity] ?? finding.severity}:</strong> {finding.title}
                  </p>
                  <p className="hg-hint">{finding.fix}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
});
