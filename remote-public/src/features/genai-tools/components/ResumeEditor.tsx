import type { FieldConfidence, JsonResume } from 'genai';
import { useId, useState, type ReactNode } from 'react';
import { saveFile } from 'shared-ui/download';
import { CopyButton } from './CopyButton';

/** Below this the parser was unsure: the field is flagged for the user to check. */
const UNSURE = 0.6;

const clone = (resume: JsonResume): JsonResume => JSON.parse(JSON.stringify(resume)) as JsonResume;
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function Field({
  label,
  value,
  onChange,
  confidence,
  multiline,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  confidence?: number;
  multiline?: boolean;
}) {
  const id = useId();
  const unsure = confidence !== undefined && confidence < UNSURE;
  return (
    <div className={`hg-field gt-edit-field${unsure ? ' gt-unsure' : ''}`}>
      <label htmlFor={id}>
        {label}
        {unsure ? <span className="gt-tag gt-tag--warn">Check this</span> : null}
      </label>
      {multiline ? (
        <textarea id={id} rows={Math.min(8, Math.max(2, value.split('\n').length + 1))} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="gt-edit-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Saves the resume as a .json file (JSON Resume schema). */
export function downloadJson(resume: JsonResume, fileName: string): void {
  saveFile(fileName, new Blob([JSON.stringify(resume, null, 2)], { type: 'application/json' }));
}

/**
 * The parsed resume as an editable form (JSON Resume fields), with the fields the parser was
 * unsure of flagged, and the edited result downloadable as JSON.
 */
export function ResumeEditor({ initial, confidence }: { initial: JsonResume; confidence: FieldConfidence }) {
  const [resume, setResume] = useState<JsonResume>(() => clone(initial));
  const edit = (change: (draft: JsonResume) => void) =>
    setResume((current) => {
      const draft = clone(current);
      change(draft);
      return draft;
    });
  const b = resume.basics;
  const fileName = `${
    (b.name || 'resume')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'resume'
  }.json`;
  const json = JSON.stringify(tidyResume(resume), null, 2);

  return (
    <section className="gt-result" aria-labelledby="resume-editor-title">
      <div className="gt-row-between">
        <h2 id="resume-editor-title">Structured resume</h2>
        <div className="hg-actions">
          <button type="button" className="hg-button" onClick={() => downloadJson(tidyResume(resume), fileName)}>
            Download JSON
          </button>
          <CopyButton text={json} label="Copy JSON" />
        </div>
      </div>
      <p className="hg-hint">Edit anything the parser got wrong; the download has your edits. Fields marked “Check this” were hard to read.</p>

      <Group title="Contact details">
        <div className="gt-edit-grid">
          <Field label="Name" value={b.name} confidence={confidence['basics.name']} onChange={(v) => edit((d) => void (d.basics.name = v))} />
          <Field label="Headline" value={b.label ?? ''} onChange={(v) => edit((d) => void (d.basics.label = v))} />
          <Field label="Email" value={b.email} confidence={confidence['basics.email']} onChange={(v) => edit((d) => void (d.basics.email = v))} />
          <Field label="Phone" value={b.phone} confidence={confidence['basics.phone']} onChange={(v) => edit((d) => void (d.basics.phone = v))} />
          <Field label="Website" value={b.url} confidence={confidence['basics.url']} onChange={(v) => edit((d) => void (d.basics.url = v))} />
          <Field
            label="Location"
            value={b.location.raw}
            confidence={confidence['basics.location']}
            onChange={(v) => edit((d) => void (d.basics.location = { ...d.basics.location, raw: v }))}
          />
        </div>
        <Field label="Summary" multiline value={b.summary ?? ''} onChange={(v) => edit((d) => void (d.basics.summary = v))} />
      </Group>

      <Group title={`Work experience (${resume.work.length})`}>
        {resume.work.map((w, i) => (
          <div className="gt-edit-entry" key={i}>
            <h3 className="gt-edit-entry-title">{[w.position, w.name].filter(Boolean).join(' at ') || `Role ${i + 1}`}</h3>
            <div className="gt-edit-grid">
              <Field
                label="Title"
                value={w.position}
                confidence={confidence[`work[${i}].position`]}
                onChange={(v) => edit((d) => void (d.work[i]!.position = v))}
              />
              <Field label="Company" value={w.name} confidence={confidence[`work[${i}].name`]} onChange={(v) => edit((d) => void (d.work[i]!.name = v))} />
              <Field
                label="Start"
                value={w.startDate}
                confidence={confidence[`work[${i}].startDate`]}
                onChange={(v) => edit((d) => void (d.work[i]!.startDate = v))}
              />
              <Field
                label="End (empty = present)"
                value={w.endDate}
                onChange={(v) => edit((d) => void ((d.work[i]!.endDate = v), (d.work[i]!.current = !v.trim())))}
              />
            </div>
            <Field
              label="Highlights (one per line)"
              multiline
              value={w.highlights.join('\n')}
              onChange={(v) => edit((d) => void (d.work[i]!.highlights = v.split('\n')))}
            />
          </div>
        ))}
        <button
          type="button"
          className="hg-button hg-button--ghost"
          onClick={() => edit((d) => void d.work.push({ name: '', position: '', startDate: '', endDate: '', highlights: [] }))}
        >
          Add a role
        </button>
      </Group>

      <Group title={`Education (${resume.education.length})`}>
        {resume.education.map((e, i) => (
          <div className="gt-edit-entry" key={i}>
            <div className="gt-edit-grid">
              <Field
                label="School"
                value={e.institution}
                confidence={confidence[`education[${i}].institution`]}
                onChange={(v) => edit((d) => void (d.education[i]!.institution = v))}
              />
              <Field
                label="Degree"
                value={e.studyType}
                confidence={confidence[`education[${i}].studyType`]}
                onChange={(v) => edit((d) => void (d.education[i]!.studyType = v))}
              />
              <Field label="Field of study" value={e.area} onChange={(v) => edit((d) => void (d.education[i]!.area = v))} />
              <Field label="Grade" value={e.score ?? ''} onChange={(v) => edit((d) => void (d.education[i]!.score = v))} />
              <Field label="Start" value={e.startDate} onChange={(v) => edit((d) => void (d.education[i]!.startDate = v))} />
              <Field label="End" value={e.endDate} onChange={(v) => edit((d) => void (d.education[i]!.endDate = v))} />
            </div>
          </div>
        ))}
        <button
          type="button"
          className="hg-button hg-button--ghost"
          onClick={() => edit((d) => void d.education.push({ institution: '', studyType: '', area: '', startDate: '', endDate: '' }))}
        >
          Add education
        </button>
      </Group>

      <Group title={`Skills (${resume.skills.length})`}>
        <Field
          label="Skills (one per line)"
          multiline
          value={resume.skills.map((s) => s.name).join('\n')}
          onChange={(v) => edit((d) => void (d.skills = v.split('\n').map((name) => d.skills.find((s) => s.name === name) ?? { name, keywords: [] })))}
        />
      </Group>

      {resume.projects.length > 0 ? (
        <Group title={`Projects (${resume.projects.length})`}>
          {resume.projects.map((p, i) => (
            <div className="gt-edit-entry" key={i}>
              <Field label="Project" value={p.name} onChange={(v) => edit((d) => void (d.projects[i]!.name = v))} />
              <Field
                label="Highlights (one per line)"
                multiline
                value={p.highlights.join('\n')}
                onChange={(v) => edit((d) => void (d.projects[i]!.highlights = v.split('\n')))}
              />
            </div>
          ))}
        </Group>
      ) : null}

      {resume.certificates.length > 0 ? (
        <Group title={`Certificates (${resume.certificates.length})`}>
          {resume.certificates.map((c, i) => (
            <div className="gt-edit-grid" key={i}>
              <Field label="Certificate" value={c.name} onChange={(v) => edit((d) => void (d.certificates[i]!.name = v))} />
              <Field label="Issuer" value={c.issuer ?? ''} onChange={(v) => edit((d) => void (d.certificates[i]!.issuer = v))} />
              <Field label="Date" value={c.date ?? ''} onChange={(v) => edit((d) => void (d.certificates[i]!.date = v))} />
            </div>
          ))}
        </Group>
      ) : null}
    </section>
  );
}

/** The resume with empty lines dropped from list fields, as it should be saved. */
export function tidyResume(resume: JsonResume): JsonResume {
  const tidy = clone(resume);
  for (const w of tidy.work) w.highlights = lines(w.highlights.join('\n'));
  for (const p of tidy.projects) p.highlights = lines(p.highlights.join('\n'));
  tidy.skills = tidy.skills.filter((s) => s.name.trim());
  return tidy;
}
