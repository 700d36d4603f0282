import type { JsonResume } from 'shared-schemas';

const period = (start?: string, end?: string) => [start, end ?? (start ? 'present' : undefined)].filter(Boolean).join(' – ');

/** The parsed resume's main fields, as read at upload or application time. */
export function ResumeSnapshotView({ resume }: { resume: JsonResume | null }) {
  if (!resume) return <p>No parsed resume is stored for this applicant.</p>;
  const basics = resume.basics ?? {};
  const location = [basics.location?.city, basics.location?.region, basics.location?.countryCode].filter(Boolean).join(', ');
  const skills = (resume.skills ?? []).flatMap((group) => [group.name, ...(group.keywords ?? [])]).filter((name): name is string => !!name);
  return (
    <div>
      <dl className="pl-facts">
        {basics.label ? <><dt>Headline</dt><dd>{basics.label}</dd></> : null}
        {basics.email ? <><dt>Email</dt><dd>{basics.email}</dd></> : null}
        {basics.phone ? <><dt>Phone</dt><dd>{basics.phone}</dd></> : null}
        {location ? <><dt>Location</dt><dd>{location}</dd></> : null}
      </dl>
      {basics.summary ? <><h3>Summary</h3><p>{basics.summary}</p></> : null}
      {resume.work?.length ? (
        <>
          <h3>Experience</h3>
          <ul className="pl-work">
            {resume.work.map((job, index) => (
              <li key={index}>
                <p><strong>{job.position ?? 'Role'}</strong>{job.name ? `, ${job.name}` : ''}</p>
                <p className="hg-hint">{period(job.startDate, job.endDate)}</p>
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
                <p><strong>{[school.studyType, school.area].filter(Boolean).join(', ') || 'Studies'}</strong>{school.institution ? `, ${school.institution}` : ''}</p>
                <p className="hg-hint">{period(school.startDate, school.endDate)}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {skills.length ? <><h3>Skills</h3><p>{[...new Set(skills)].join(', ')}</p></> : null}
    </div>
  );
}
