import './skill-chips.css';

export type SkillChipKind = 'matched' | 'missing' | 'inferred' | 'required' | 'preferred' | 'neutral';

export interface SkillChip {
  name: string;
  kind: SkillChipKind;
  /** Extra words after the name ("required", "via React"); also the chip's title. */
  note?: string;
}

/** The word each kind carries, so meaning never rests on colour alone. */
const KIND_WORD: Record<SkillChipKind, string> = {
  matched: 'Matched',
  missing: 'Missing',
  inferred: 'Inferred',
  required: 'Required',
  preferred: 'Preferred',
  neutral: '',
};
const KIND_MARK: Record<SkillChipKind, string> = { matched: '✓', missing: '✗', inferred: '≈', required: '●', preferred: '○', neutral: '' };

/** A labelled list of skill chips; each chip shows a mark and says its kind to screen readers. */
export function SkillChips({ skills, label, empty = 'None' }: { skills: SkillChip[]; label: string; empty?: string }) {
  return (
    <div className="hg-chips">
      <p className="hg-chips-label">{label}</p>
      {skills.length === 0 ? (
        <p className="hg-chips-empty">{empty}</p>
      ) : (
        <ul aria-label={label}>
          {skills.map((skill, index) => (
            <li key={`${skill.name}-${index}`} className={`hg-chip hg-chip--${skill.kind}`} title={skill.note}>
              {KIND_MARK[skill.kind] ? (
                <span aria-hidden="true" className="hg-chip-mark">
                  {KIND_MARK[skill.kind]}
                </span>
              ) : null}
              {KIND_WORD[skill.kind] ? <span className="hg-visually-hidden">{KIND_WORD[skill.kind]}: </span> : null}
              <span className="hg-chip-name">{skill.name}</span>
              {skill.note ? <span className="hg-chip-note">{skill.note}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
