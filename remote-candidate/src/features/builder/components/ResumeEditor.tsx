import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { JsonResume } from 'shared-schemas';
import { notify } from 'shared-ui';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { RESUME_TITLE_MAX, SCORE_HISTORY_MAX, type ResumeRecord, type ScorePoint } from '../../../lib/resumes/resume-record';
import { useLiveQuality } from '../hooks/useLiveQuality';
import { useLiveAts, type RenderPdf } from '../hooks/useLiveAts';
import { QualityPanel } from './QualityPanel';
import { useAutosave } from '../hooks/useAutosave';
import { useResumeHistory } from '../hooks/useResumeHistory';
import { SECTIONS } from '../../../lib/resume-model/resume-sections';
import { parsePathKey, setAt } from '../../../lib/resume-model/resume-paths';
import { BasicsEditor } from './BasicsEditor';
import { BuilderContext, type BuilderActions } from './builder-context';
import { SaveStatus } from './SaveStatus';
import { SectionEditor } from './SectionEditor';
import { VersionsPanel } from './VersionsPanel';
import { ReviewBanner } from './ReviewBanner';
import { UnplacedLinesPanel } from './UnplacedLinesPanel';
import { placeLine, type LinePlace } from '../model/place-line';

/** A new point when the score moved and the last one is older than this; otherwise the last is updated. */
const SCORE_POINT_MS = 10 * 60 * 1000;

export interface ExportSlotProps {
  resume: JsonResume;
  title: string;
  template: string;
  onTemplate: (template: string) => void;
}

type Tab = 'score' | 'preview' | 'versions';

/**
 * The resume builder for one resume: every JSON Resume section, undo/redo (buttons and Ctrl+Z /
 * Ctrl+Shift+Z), autosave, the live score beside it, preview and export, and saved versions.
 */
export function ResumeEditor({
  store,
  record,
  renderExport,
  renderPdf,
  banner,
}: {
  store: ResumeStore;
  record: ResumeRecord;
  renderExport?: (props: ExportSlotProps) => ReactNode;
  renderPdf: RenderPdf;
  banner?: ReactNode;
}) {
  const history = useResumeHistory(record.resume);
  const { resume, apply, change, undo, redo, canUndo, canRedo } = history;
  const [title, setTitle] = useState(record.title);
  const [template, setTemplate] = useState(record.template);
  const [review, setReview] = useState<ReadonlySet<string>>(() => new Set(record.review));
  const [unplaced, setUnplaced] = useState<string[]>(record.unplaced ?? []);
  // The panel stays for the session once there were lines, to say when all are done.
  const hadUnplaced = useRef(unplaced.length > 0);
  const [announcement, setAnnouncement] = useState('');
  const [tab, setTab] = useState<Tab>('score');
  const scores = useRef<ScorePoint[]>(record.score);
  const latest = useRef(resume);
  latest.current = resume;
  const getResume = useCallback(() => latest.current, []);

  const saveResume = useCallback((value: JsonResume) => store.save(record.id, { resume: value }), [store, record.id]);
  const { status, flush } = useAutosave(resume, saveResume);
  const quality = useLiveQuality(resume);
  const saveAts = useCallback(
    (report: { score: number }) => store.save(record.id, { ats: { score: report.score, at: new Date().toISOString() } }).catch(() => undefined),
    [store, record.id],
  );
  const ats = useLiveAts(resume, template, renderPdf, saveAts);

  // Score history for the overview chart: one point per real change, at most one per 10 minutes.
  useEffect(() => {
    const total = quality.scorecard?.total;
    if (total === undefined) return;
    const list = scores.current;
    const last = list[list.length - 1];
    if (last && last.overall === total) return;
    const now = new Date().toISOString();
    const next =
      last && Date.now() - Date.parse(last.at) < SCORE_POINT_MS ? [...list.slice(0, -1), { overall: total, at: now }] : [...list, { overall: total, at: now }];
    scores.current = next.slice(-SCORE_HISTORY_MAX);
    store.save(record.id, { score: scores.current }).catch(() => undefined);
  }, [quality.scorecard, store, record.id]);

  const markReviewed = useCallback(
    (key: string) => {
      setReview((current) => {
        if (!current.has(key)) return current;
        const next = new Set(current);
        next.delete(key);
        store.save(record.id, { review: [...next] }).catch(() => undefined);
        return next;
      });
    },
    [store, record.id],
  );
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const reviewConfidence = useMemo(() => record.reviewConfidence ?? {}, [record.reviewConfidence]);
  const actions: BuilderActions = useMemo(
    () => ({ apply, review, reviewConfidence, markReviewed, announce }),
    [apply, review, reviewConfidence, markReviewed, announce],
  );

  const dropLine = useCallback(
    (line: string) => {
      setUnplaced((current) => {
        const next = current.filter((l) => l !== line);
        store.save(record.id, { unplaced: next }).catch(() => undefined);
        return next;
      });
    },
    [store, record.id],
  );
  const addLine = (line: string, place: LinePlace) => {
    try {
      // Checked on the newest resume first, so a place that is gone says so instead of half-applying.
      placeLine(latest.current, place.id, line);
      apply((current) => placeLine(current, place.id, line).resume);
      dropLine(line);
      announce(`Added to ${place.label}. Undo takes it out again.`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The line could not be added.');
    }
  };
  const copyLine = (line: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return notify.error('This browser does not let the page copy: select the line and copy it yourself.');
    clipboard.writeText(line).then(
      () => announce('Copied.'),
      () => notify.error('The line could not be copied: select it and copy it yourself.'),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      undo();
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      redo();
    } else if (key === 's') {
      event.preventDefault();
      void flush();
    }
  };

  const renameTo = (next: string) => {
    const clean = next.trim().slice(0, RESUME_TITLE_MAX);
    if (!clean || clean === record.title) return;
    store.save(record.id, { title: clean }).then(
      () => notify.success('Resume renamed.'),
      (e: Error) => notify.error(e.message),
    );
  };
  const chooseTemplate = (next: string) => {
    setTemplate(next);
    store.save(record.id, { template: next }).catch((e: Error) => notify.error(e.message));
  };
  const replaceBullet = useCallback((path: string, text: string) => apply((r) => setAt(r, parsePathKey(path), text)), [apply]);

  return (
    <BuilderContext.Provider value={actions}>
      {/* Undo/redo shortcuts bubble up from the fields inside; the container itself is not interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="rb-builder" onKeyDown={onKeyDown}>
        <div className="rb-toolbar">
          <div className="hg-field rb-title-field">
            <label htmlFor="rb-title">Resume name</label>
            <input
              id="rb-title"
              value={title}
              maxLength={RESUME_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              onBlur={(e) => renameTo(e.target.value)}
            />
          </div>
          <div className="rb-row" role="group" aria-label="Edit history">
            <button type="button" className="hg-button hg-button--ghost rb-small" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
              Undo
            </button>
            <button type="button" className="hg-button hg-button--ghost rb-small" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
              Redo
            </button>
          </div>
          <SaveStatus status={status} local={store.kind === 'local'} />
        </div>
        {banner}
        <ReviewBanner review={review} confidence={reviewConfidence} scanned={record.origin === 'pdf-ocr'} />
        {hadUnplaced.current ? (
          <UnplacedLinesPanel
            lines={unplaced}
            resume={resume}
            onPlace={addLine}
            onDismiss={(line) => {
              dropLine(line);
              announce('Line dismissed.');
            }}
            onCopy={copyLine}
          />
        ) : null}
        <p className="hg-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <div className="rb-columns">
          <form className="rb-editor" aria-label="Resume content" onSubmit={(e) => e.preventDefault()}>
            <BasicsEditor basics={resume.basics ?? {}} />
            {SECTIONS.map((section) => (
              <SectionEditor key={section.id} section={section} entries={(resume[section.id] ?? []) as Record<string, unknown>[]} />
            ))}
          </form>
          <aside className="rb-side" aria-label="Score, preview and versions">
            <div className="rb-tabs" role="tablist" aria-label="Builder panels">
              {(
                [
                  ['score', 'Score'],
                  ['preview', 'Preview & export'],
                  ['versions', 'Versions'],
                ] as const
              ).map(([id, label]) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  id={`rb-tab-${id}`}
                  aria-selected={tab === id}
                  aria-controls={`rb-tabpanel-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  onClick={() => setTab(id)}
                  onKeyDown={(event) => {
                    const order: Tab[] = ['score', 'preview', 'versions'];
                    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                    if (!step) return;
                    const next = order[(order.indexOf(tab) + step + order.length) % order.length]!;
                    setTab(next);
                    document.getElementById(`rb-tab-${next}`)?.focus();
                  }}
                >
                  {label}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`rb-tabpanel-${tab}`} aria-labelledby={`rb-tab-${tab}`} className="rb-tabpanel">
              {tab === 'score' ? (
                <QualityPanel
                  quality={quality}
                  ats={ats}
                  templateName={template.charAt(0).toUpperCase() + template.slice(1)}
                  getResume={getResume}
                  onReplaceBullet={replaceBullet}
                />
              ) : null}
              {tab === 'preview' ? (
                renderExport ? (
                  renderExport({ resume, title, template, onTemplate: chooseTemplate })
                ) : (
                  <p>Preview is not available.</p>
                )
              ) : null}
              {tab === 'versions' ? (
                <VersionsPanel
                  store={store}
                  resumeId={record.id}
                  resume={resume}
                  onRestore={(version) => {
                    change(version.resume);
                    notify.success(`Restored “${version.note}”. Undo brings back what you had.`);
                  }}
                />
              ) : null}
            </div>
          </aside>
        </div>
      </div>
    </BuilderContext.Provider>
  );
}
