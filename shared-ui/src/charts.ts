// The result visuals (score gauge, category bars, skill chips, highlighted text): a separate
// shared entry, `shared-ui/charts`, so pages that show no results (the home page, the shell)
// do not load them. Shared as its own singleton beside `shared-ui` (webpack.common.js).
export { ScoreGauge, scoreBand, type ScoreGaugeProps } from './components/ScoreGauge';
export { CategoryBars, type CategoryBar } from './components/CategoryBars';
export { SkillChips, type SkillChip, type SkillChipKind } from './components/SkillChips';
export { HighlightedText, normalizeSpans, type TextSpan } from './components/HighlightedText';
export { SeriesChart, type ChartSeries, type ChartPoint } from './components/SeriesChart';
