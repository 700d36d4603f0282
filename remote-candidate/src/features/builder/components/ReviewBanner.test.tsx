/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReviewBanner } from './ReviewBanner';

describe('ReviewBanner', () => {
  it('a resume imported from a scan says it was read by OCR, even with no field flagged', () => {
    render(<ReviewBanner review={new Set()} scanned />);
    expect(screen.getByRole('heading', { name: 'Read from a scan' })).toBeInTheDocument();
    expect(screen.getByText(/read by OCR/)).toBeInTheDocument();
  });

  it('a text import with nothing to check shows nothing', () => {
    const { container } = render(<ReviewBanner review={new Set()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
