import { render, screen, within } from '@testing-library/react';
import { BarChart } from './BarChart';

describe('BarChart', () => {
  it('gives screen readers a table with every figure, and hides the bars from them', () => {
    const { container } = render(
      <BarChart
        title="Source of applicants"
        labelHeader="Source"
        valueHeader="Applicants"
        rows={[
          { label: 'Uploaded by HR', value: 180, text: '180' },
          { label: 'Applied on HireGen', value: 45, text: '45' },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Source of applicants' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Source of applicants' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SourceApplicants', 'Uploaded by HR180', 'Applied on HireGen45']);
    const bars = container.querySelector('.hd-bars');
    expect(bars).toHaveAttribute('aria-hidden', 'true');
    expect((bars!.querySelectorAll('.hd-bar-fill')[1] as HTMLElement).style.width).toBe('25%');
  });
});
