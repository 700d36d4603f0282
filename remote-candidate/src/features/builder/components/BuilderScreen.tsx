import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading } from 'shared-ui';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';
import { ResumeEditor, type ExportSlotProps } from './ResumeEditor';
import type { RenderPdf } from '../hooks/useLiveAts';

/** /…/resumes/:resumeId — loads the resume, then the editor (keyed by id, so switching resumes starts fresh). */
export function BuilderScreen({
  store,
  backTo,
  renderExport,
  renderPdf,
  banner,
}: {
  store: ResumeStore;
  backTo: string;
  renderExport?: (props: ExportSlotProps) => ReactNode;
  renderPdf: RenderPdf;
  banner?: ReactNode;
}) {
  const { resumeId = '' } = useParams();
  const [record, setRecord] = useState<ResumeRecord | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setRecord(undefined);
    store.load(resumeId).then(
      (loaded) => live && setRecord(loaded),
      (e: unknown) => live && setError(loadProblem(e, 'this resume')),
    );
    return () => {
      live = false;
    };
  }, [store, resumeId]);

  return (
    <>
      <p className="rb-back">
        <Link to={backTo}>← All resumes</Link>
      </p>
      <h1 className="rb-h1">Resume builder</h1>
      {error ? (
        <p role="alert" className="hg-error-text">
          {error}
        </p>
      ) : record === undefined ? (
        <Loading />
      ) : record === null ? (
        <p role="alert">This resume does not exist (it may have been deleted).</p>
      ) : (
        <ResumeEditor key={record.id} store={store} record={record} renderExport={renderExport} renderPdf={renderPdf} banner={banner} />
      )}
    </>
  );
}
