import { render, screen } from '@testing-library/react';
import { ScoreGauge } from './ScoreGauge';
import { CategoryBars } from './CategoryBars';
import { SkillChips } from './SkillChips';
import { HighlightedText, normalizeSpans } from './HighlightedText';

describe('ScoreGauge', () => {
  it('is a meter with the rounded, clamped value and a worded band', () => {
    const { rerender } = render(<ScoreGauge value={72.6} label="Resume score" />);
    const gauge = screen.getByRole('meter', { name: 'Resume score' });
    expect(gauge).toHaveAttribute('aria-valuenow', '73');
    expect(gauge).toHaveAttribute('aria-valuetext', '73 out of 100, Fair');
    expect(gauge).toHaveTextContent('73');
    rerender(<ScoreGauge value={140} label="Resume score" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '100 out of 100, Strong');
    rerender(<ScoreGauge value={Number.NaN} label="Resume score" caption="Not scored" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '0 out of 100, Not scored');
  });
});

describe('CategoryBars', () => {
  it('gives each category a labelled meter with its percentage and weight', () => {
    render(<CategoryBars categories={[{ id: 'impact', label: 'Impact', score: 0.456, weight: 25 }]} />);
    expect(screen.getByRole('meter', { name: 'Impact' })).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByText('46%')).toHaveTextContent('46% · weight 25');
  });
});

describe('SkillChips', () => {
  it('says each chip’s kind in words, not only colour', () => {
    render(
      <SkillChips
        label="Skills"
        skills={[
          { name: 'React', kind: 'matched' },
          { name: 'Go', kind: 'missing', note: 'required' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['✓Matched: React', '✗Missing: Gorequired']);
  });
});

describe('HighlightedText', () => {
  it('marks the spans, keeping the text whole and dropping overlaps and out-of-range spans', () => {
    const text = 'React and TypeScript';
    expect(
      normalizeSpans(text, [
        { start: 10, end: 99 },
        { start: 0, end: 5 },
        { start: 2, end: 7 },
        { start: 30, end: 40 },
      ]),
    ).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 20 },
    ]);
    render(<HighlightedText label="Text" text={text} spans={[{ start: 0, end: 5, label: 'skill' }]} />);
    const region = screen.getByRole('region', { name: 'Text' });
    expect(region).toHaveTextContent('React and TypeScript');
    expect(region.querySelector('mark')).toHaveTextContent('React');
  });
});
