/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { UploadProgressList } from './UploadProgressList';

describe('UploadProgressList', () => {
  it('says which uploads were scans read by OCR, with the confidence, and only those', () => {
    render(
      <UploadProgressList
        progress={[
          { key: 'k-scan', fileName: 'scan.pdf', state: 'done', result: { fileName: 'scan.pdf', status: 'added', score: 64, ocr: { confidence: 0.913 } } },
          { key: 'k-text', fileName: 'text.pdf', state: 'done', result: { fileName: 'text.pdf', status: 'added', score: 70 } },
        ]}
      />,
    );
    const [scan, text] = screen.getAllByRole('listitem');
    expect(scan).toHaveTextContent('Scanned document read by OCR (91% confidence): check the name, contact details and dates.');
    expect(text).not.toHaveTextContent(/OCR/);
  });
});
