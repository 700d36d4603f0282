import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type * as Charts from 'shared-ui/charts';

/**
 * The result visuals the tool screens draw (shared-ui/charts), loaded with the first result
 * rather than with the screen: before someone runs a tool its page shows only the form, and the
 * charts entry is ~2 KiB gzip of a public page's 140 KiB first load. Same props as shared-ui's.
 */
const charts = () => import('shared-ui/charts');
const LazyScoreGauge = lazy(() => charts().then((m) => ({ default: m.ScoreGauge })));
const LazySkillChips = lazy(() => charts().then((m) => ({ default: m.SkillChips })));
const LazyHighlightedText = lazy(() => charts().then((m) => ({ default: m.HighlightedText })));

/** A moment's placeholder while the charts' code arrives, announced like any other wait. */
function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <span className="hg-loading" role="status">
          <span className="hg-spinner" aria-hidden="true" /> Drawing…
        </span>
      }
    >
      {children}
    </Suspense>
  );
}

export function ScoreGauge(props: ComponentProps<typeof Charts.ScoreGauge>) {
  return <Deferred><LazyScoreGauge {...props} /></Deferred>;
}

export function SkillChips(props: ComponentProps<typeof Charts.SkillChips>) {
  return <Deferred><LazySkillChips {...props} /></Deferred>;
}

export function HighlightedText(props: ComponentProps<typeof Charts.HighlightedText>) {
  return <Deferred><LazyHighlightedText {...props} /></Deferred>;
}
