import type { ResumeLine } from '../resume/resume-line';
import { cleanTextItems, type CleanStats } from './clean-text-items';
import { dropRunningLines, findGutter, pageLines } from './group-lines';
import type { RawPdfPage } from './pdf-types';

/** What the layout step saw, for the ATS check. */
export interface PdfLayoutReport {
  pages: number;
  columnsOnPages: number[];
  imagesPerPage: number[];
  stats: CleanStats;
  /** Fraction of items whose font has no usable name (Type3 or unnamed fonts map poorly to text). */
  unnamedFontShare: number;
  fontSizes: number[];
}

export function pdfPagesToLines(pages: RawPdfPage[]): { lines: ResumeLine[]; layout: PdfLayoutReport } {
  const stats: CleanStats = { hiddenChars: 0, offPageChars: 0, tinyChars: 0, iconGlyphs: 0, ligatures: 0, rotatedChars: 0 };
  const columnsOnPages: number[] = [];
  const perPage: { lines: ResumeLine[]; height: number }[] = [];
  let unnamed = 0;
  let total = 0;
  const fontSizes: number[] = [];
  pages.forEach((page, index) => {
    for (const item of page.items) {
      if (!item.str.trim()) continue;
      total++;
      if (!item.font || /^g_d\d+_f\d+$/.test(item.font) || /^(sans-serif|serif|monospace)$/.test(item.font)) unnamed++;
    }
    const items = cleanTextItems(page, stats);
    for (const item of items) if (item.text.trim()) fontSizes.push(Math.round(item.fontSize * 10) / 10);
    const gutter = findGutter(items, page.width, page.height);
    if (gutter) columnsOnPages.push(index + 1);
    perPage.push({ lines: pageLines(items, index + 1, page.width, page.height, gutter, page.marks ?? []), height: page.height });
  });
  return {
    lines: dropRunningLines(perPage),
    layout: {
      pages: pages.length,
      columnsOnPages,
      imagesPerPage: pages.map((p) => p.images),
      stats,
      unnamedFontShare: total ? unnamed / total : 0,
      fontSizes,
    },
  };
}
