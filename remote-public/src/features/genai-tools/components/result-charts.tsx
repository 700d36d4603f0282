import type { ComponentProps } from 'react';
import type * as Charts from 'shared-ui/charts';
import { lazyComponent } from 'shared-ui';

/**
 * The result visuals the tool screens draw (shared-ui/charts), loaded with the first result
 * rather than with the screen: before someone runs a tool its page shows only the form, and the
 * charts entry is ~2 KiB gzip of a public page's 140 KiB first load. Same props as shared-ui's.
 */
const charts = () => import('shared-ui/charts');

/** A moment's placeholder while the charts' code arrives, announced like any other wait. */
const drawing = {
  fallback: (
    <span className="hg-loading" role="status">
      <span className="hg-spinner" aria-hidden="true" /> Drawing…
    </span>
  ),
  what: 'This chart',
};
const LazyScoreGauge = lazyComponent(() => charts().then((m) => m.ScoreGauge), drawing);
const LazySkillChips = lazyComponent(() => charts().then((m) => m.SkillChips), drawing);
const LazyHighlightedText = lazyComponent(() => charts().then((m) => m.HighlightedText), drawing);

export function ScoreGauge(props: ComponentProps<typeof Charts.ScoreGauge>) {
  return <LazyScoreGauge {...props} />;
}

export function SkillChips(props: ComponentProps<typeof Charts.SkillChips>) {
  return <LazySkillChips {...props} />;
}

export function HighlightedText(props: ComponentProps<typeof Charts.HighlightedText>) {
  return <LazyHighlightedText {...props} />;
}
