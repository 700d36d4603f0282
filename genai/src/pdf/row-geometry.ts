/** Small measures of a row of text items that the layout steps share. */
import type { TextItem } from './clean-text-items';

/** The row's top baseline (the smallest y: items' y grows down the page). */
export const rowTop = (row: TextItem[]): number => Math.min(...row.map((i) => i.y));

/** The row's largest type size. */
export const rowSize = (row: TextItem[]): number => Math.max(...row.map((i) => i.fontSize));

/** The row's text, its items left to right, runs of spaces made one. */
export const rowText = (row: TextItem[]): string =>
  [...row]
    .sort((a, b) => a.x - b.x)
    .map((i) => i.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
