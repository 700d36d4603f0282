import { memo } from 'react';
import type { JsonResume } from 'shared-schemas';
import { BASICS_FIELDS, LOCATION_FIELDS, PROFILES_SECTION } from '../../../lib/resume-model/resume-sections';
import { FieldInput } from './FieldInput';
import { SectionEditor } from './SectionEditor';

/** Name, headline, contact details, summary, location and online profiles. */
export const BasicsEditor = memo(function BasicsEditor({ basics }: { basics: NonNullable<JsonResume['basics']> }) {
  return (
    <section className="rb-section" id="rb-section-basics" aria-labelledby="rb-section-basics-title">
      <h2 id="rb-section-basics-title">Contact and summary</h2>
      <div className="rb-grid">
        {BASICS_FIELDS.map((field) => (
          <FieldInput
            key={field.key}
            fieldPath={`basics.${field.key}`}
            label={field.label}
            kind={field.kind}
            autoComplete={field.autoComplete}
            value={basics[field.key]}
          />
        ))}
        {LOCATION_FIELDS.map((field) => (
          <FieldInput key={field.key} fieldPath={`basics.location.${field.key}`} label={field.label} kind="text" value={basics.location?.[field.key]} />
        ))}
      </div>
      <SectionEditor section={PROFILES_SECTION} entries={(basics.profiles ?? []) as Record<string, unknown>[]} />
    </section>
  );
});
