import type { ReactNode } from 'react';
import { fieldLabel, type JsonResume, type LowConfidenceField } from 'shared-schemas';
import { CheckBadge } from './CheckBadge';

// An empty end date (as stored by the builder for a current role) reads as Present too.
const period = (start?: string, end?: string) => [start, end || (start ? 'Present' : undefined)].filter(Boolean).join(' – ');
/** Bullets as written, blank ones dropped. */
const bullets = (lines?: string[]) => (lines ?? []).map((line) => line.trim()).filter(Boolean);

/**
 * The whole parsed resume, as read at upload or application time, so the page can stand in for the
 * resume itself (issue 27): summary, every role with its dates, place and bullets, every school
 * with degree, field and dates, skills, projects, certificates and languages. Fields the parser was
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
        {basics.name && unsure.has('basics.name') ? (
          <>
            <dt>Name</dt>
            <dd>
              {basics.name}
              {check('basics.name')}
            </dd>
          </>
        ) : null}
        {basics.label ? (
          <>
            <dt>Headline</dt>
            <dd>
              {basics.label}
              {check('basics.label')}
            </dd>
          </>
        ) : null}
        {basics.email ? (
          <>
            <dt>Email</dt>
            <dd>
              {basics.email}
              {check('basics.email')}
            </dd>
          </>
        ) : null}
        {basics.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              {basics.phone}
              {check('basics.phone')}
            </dd>
          </>
        ) : null}
        {location ? (
          <>
            <dt>Location</dt>
            <dd>
              {location}
              {check('basics.location')}
            </dd>
          </>
        ) : null}
      </dl>
      {basics.summary ? (
        <>
          <h3>Summary</h3>
          <p>
            {basics.summary}
            {check('basics.summary')}
          </p>
        </>
      ) : null}
      {resume.work?.length ? (
        <>
          <h3>Experience</h3>
          <ul className="pl-work">
            {resume.work.map((job, index) => (
              <li key={index}>
                <p>
                  <strong>{job.position ?? 'Role'}</strong>
                  {check(`work[${index}].position`)}
                  {job.name ? `, ${job.name}` : ''}
                  {check(`work[${index}].name`)}
                </p>
                <p className="hg-hint">
                  {[period(job.startDate, job.endDate), job.location].filter(Boolean).join(' · ')}
                  {check(`work[${index}].startDate`, `work[${index}].endDate`)}
                </p>
                {job.summary ? <p>{job.summary}</p> : null}
                {bullets(job.highlights).length ? (
                  <ul className="pl-bullets">
                    {bullets(job.highlights).map((line, at) => (
                      <li key={at}>{line}</li>
                    ))}
                  </ul>
                ) : null}
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
                <p>
                  <strong>{[school.studyType, school.area].filter(Boolean).join(', ') || 'Studies'}</strong>
                  {check(`education[${index}].studyType`, `education[${index}].area`)}
                  {school.institution ? `, ${school.institution}` : ''}
                  {check(`education[${index}].institution`)}
                </p>
                <p className="hg-hint">
                  {[period(school.startDate, school.endDate), school.score ? `Grade ${school.score}` : ''].filter(Boolean).join(' · ')}
                  {check(`education[${index}].startDate`, `education[${index}].endDate`)}
                </p>
                {bullets(school.courses).length ? <p>Courses: {bullets(school.courses).join(', ')}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {skills.length ? (
        <>
          <h3>Skills</h3>
          <p>
            {[...new Set(skills)].join(', ')}
            {check('skills')}
          </p>
        </>
      ) : null}
      {resume.projects?.length ? (
        <>
          <h3>Projects</h3>
          <ul className="pl-work">
            {resume.projects.map((project, index) => (
              <li key={index}>
                <p>
                  <strong>{project.name ?? 'Project'}</strong>
                </p>
                {project.startDate ? <p className="hg-hint">{period(project.startDate, project.endDate)}</p> : null}
                {project.description ? <p>{project.description}</p> : null}
                {bullets(project.highlights).length ? (
                  <ul className="pl-bullets">
                    {bullets(project.highlights).map((line, at) => (
                      <li key={at}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {resume.certificates?.length ? (
        <>
          <h3>Certificates</h3>
          <ul className="pl-work">
            {resume.certificates.map((certificate, index) => (
              <li key={index}>{[certificate.name, certificate.issuer, certificate.date].filter(Boolean).join(' · ')}</li>
            ))}
          </ul>
        </>
      ) : null}
      {resume.languages?.length ? (
        <>
          <h3>Languages</h3>
          <p>{resume.languages.map((entry) => [entry.language, entry.fluency].filter(Boolean).join(' (') + (entry.fluency ? ')' : '')).join(', ')}</p>
        </>
      ) : null}
    </div>
  );
}
