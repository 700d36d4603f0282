import { render } from '@testing-library/react';
import type { PageDrawing } from 'resume-templates';
import { ResumePageSvg, resumeFontFamily } from './ResumePageSvg';

const FONTS = { regular: 'Inter-Regular.ttf', bold: 'Inter-Bold.ttf' } as never;

const page = {
  width: 612,
  height: 792,
  ops: [
    { kind: 'text', x: 72, y: 700, text: 'Asha Kulkarni', size: 20, face: 'bold', italic: false, width: 150, color: [0, 0, 0] },
    { kind: 'text', x: 72, y: 680, text: 'Pune', size: 10, face: 'regular', italic: true, width: 0, color: [0.2, 0.2, 0.2] },
    { kind: 'line', x1: 72, y1: 670, x2: 540, y2: 670, thickness: 1, color: [0.5, 0.5, 0.5] },
    { kind: 'link', x: 72, y: 650, width: 100, height: 12, url: 'https://example.com/asha' },
  ],
} as unknown as PageDrawing;

describe('ResumePageSvg', () => {
  it('draws each run at the PDF position (y flipped), in the template face, bold and italic as the PDF has them', () => {
    const { container } = render(<ResumePageSvg page={page} fonts={FONTS} className="p" role="img" label="Resume page 1 of 1" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 612 792');
    expect(svg.getAttribute('aria-label')).toBe('Resume page 1 of 1');
    const [name, place] = [...container.querySelectorAll('text')];
    expect(name!.textContent).toBe('Asha Kulkarni');
    expect(name!.getAttribute('y')).toBe('92');
    expect(name!.getAttribute('font-family')).toBe('hg-Inter-Bold');
    expect(name!.getAttribute('textLength')).toBe('150');
    expect(place!.getAttribute('transform')).toContain('skewX(-12)');
    expect(place!.hasAttribute('textLength')).toBe(false);
    expect(container.querySelector('line')!.getAttribute('y1')).toBe('122');
  });

  it('makes a link live in a new tab, never vouched for', () => {
    const { container } = render(<ResumePageSvg page={page} fonts={FONTS} className="p" role="group" label="Page 1 of 1" />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/asha');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer noopener nofollow');
  });

  it('names font families as the apps register them', () => {
    expect(resumeFontFamily('SourceSerif4-Regular.ttf')).toBe('hg-SourceSerif4-Regular');
  });
});
