import type { ReactNode } from 'react';
import { fieldLabel, type JsonResume, type LowConfidenceField } from 'shared-schemas';
import { CheckBadge } from './CheckBadge';

const period = (start?: string, end?: string) => [start, end ?? (start ? 'present' : undefined)].filter(Boolean).join(' – ');

/**
 * The parsed resume's main fields, as read at upload or application time. Fields the parser was
 * unsure of (`lowConfidence`) carry a "check" badge with its confidence.
 */
export function ResumeSnapshotView({ resume, lowConfidence = [] }: { resume: JsonResume | null; lowConfidence?: LowConfidenceField[] }) {
  if (!resume) return <p>No parsed resume is stored for this applicant.</p>;
  const unsure = new Map(lowConfidence.map((field) => [field.path, field.confidence]));
  const check = (...paths: string[]): ReactNode =>
    paths.map((path) => {
      const confidence = unsure.get(path);
      return confidence === undefined ? null : <CheckBadge key={path} field={fieldLabel(path)} confidence={confidence} />;
    });
  const basics = resume.basics ?? {};
  const location = [basics.location?.city, basics.location?.region, basics.location?.countryCode].filter(Boolean).join(', ');
  const skills = (resume.skills ?? []).flatMap((group) => [group.name, ...(group.keywords ?? [])]).filter((name): name is string => !!name);
  return (
    <div>
      <dl className="pl-facts">
        {basics.name && unsure.has('basics.name') ? <><dt>Name</dt><dd>{basics.name}{check('basics.name')}</dd></> : null}
        {basics.label ? <><dt>Headline</dt><dd>{basics.label}{check('basics.label')}</dd></> : null}
        {basics.email ? <><dt>Email</dt><dd>{basics.email}{check('basics.email')}</dd></> : null}
        {basics.phone ? <><dt>Phone</dt><dd>{basics.phone}{check('basics.phone')}</dd></> : null}
        {location ? <><dt>Location</dt><dd>{location}{check('basics.location')}</dd></> : null}
      </dl>
      {basics.summary ? <><h3>Summary</h3><p>{basics.summary}{check('basics.summary')}</p></> : null}
      {resume.work?.length ? (
        <>
          <h3>Experience</h3>
          <ul className="pl-work">
            {resume.work.map((job, index) => (
              <li key={index}>
                <p><strong>{job.position ?? 'Role'}</strong>{check(`work[${index}].position`)}{job.name ? `, ${job.name}` : ''}{check(`work[${index}].name`)}</p>
                <p className="hg-hint">{period(job.startDate, job.endDate)}{check(`work[${index}].startDate`, `work[${index}].endDate`)}</p>
                {job.summary ? <p>{job.summary}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {resume.education?.length ? (
        <>
          <h3>Education</h3>
          <ul className="pl-work">
            {resume.education.map((school, index) => (
              <li key={index}>
                <p><strong>{[school.studyType, school.area].filter(Boolean).join(', ') || 'Studies'}</strong>{check(`education[${index}].studyType`, `education[${index}].area`)}{school.institution ? `, ${school.institution}` : ''}{check(`education[${index}].institution`)}</p>
                <p className="hg-hint">{period(school.startDate, school.endDate)}{check(`education[${index}].startDate`, `education[${index}].endDate`)}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {skills.length ? <><h3>Skills</h3><p>{[...new Set(skills)].join(', ')}{check('skills')}</p></> : null}
    </div>
  );
}
