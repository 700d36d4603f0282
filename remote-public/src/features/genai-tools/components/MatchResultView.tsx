import type { MatchPartName, MatchResult } from 'genai';
import { CategoryBars, ScoreGauge, SkillChips } from 'shared-ui/charts';

export const PART_LABELS: Record<MatchPartName, string> = {
  requiredSkills: 'Required skills',
  preferredSkills: 'Preferred skills',
  titleAndSeniority: 'Title and seniority',
  yearsOfExperience: 'Years of experience',
  education: 'Education',
  otherKeywords: 'Other keywords',
};

const HOW: Record<MatchResult['matched'][number]['how'], string> = { direct: '', implied: 'implied', interchangeable: 'close match' };

/** The parts that apply to this job, as bars (a part is null when the job does not ask for it). */
export function matchParts(result: MatchResult) {
  return (Object.keys(PART_LABELS) as MatchPartName[]).flatMap((name) => {
    const part = result.parts[name];
    return part ? [{ id: name, label: PART_LABELS[name], score: part.score / 100, weight: Math.round(part.weight * 100), detail: part.detail }] : [];
  });
}

/** Gauge, parts and matched/missing skill chips: a match read at a glance. */
export function MatchResultView({ result }: { result: MatchResult }) {
  return (
    <section className="gt-result" aria-labelledby="match-title">
      <h2 id="match-title">Match for {result.job.title || 'this job'}</h2>
      <div className="gt-result-top">
        <ScoreGauge value={result.score} label="Match" />
        <div>
          <p className="gt-big-line">{result.summary}</p>
          {result.flags.length ? (
            <ul className="gt-flags">
              {result.flags.map((f, i) => (
                <li key={i}>
                  <strong>Note:</strong> {f}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <CategoryBars title="How the score is made (weight in %)" categories={matchParts(result)} />
      <div className="gt-two-col gt-spaced">
        <SkillChips
          label={`Matched skills (${result.matched.length})`}
          skills={result.matched.map((m) => ({
            name: m.skill,
            kind: 'matched',
            note: [m.importance, HOW[m.how], m.via ? `via ${m.via}` : '', m.where.length ? `in ${m.where.join(', ')}` : ''].filter(Boolean).join(' · '),
          }))}
          empty="No skills of the job were found in the resume."
        />
        <SkillChips
          label={`Missing skills (${result.missing.length})`}
          skills={result.missing.map((m) => ({ name: m.skill, kind: 'missing', note: m.importance }))}
          empty="Nothing the job asks for is missing."
        />
      </div>
    </section>
  );
}
