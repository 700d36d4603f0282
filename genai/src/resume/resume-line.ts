/**
 * One line of a resume in reading order: the unit every parsing step works on. Lines from a PDF
 * carry layout (size, bold, position); lines from plain text or DOCX carry what they can.
 */
export interface ResumeLine {
  text: string;
  /** Pieces of the line separated by a wide horizontal gap (e.g. "Engineer" | "2020 – Present"). */
  segments: string[];
  page: number;
  /** Left edge and baseline in points from the page's top-left; 0 when unknown. */
  x: number;
  y: number;
  /** Right edge of the line's text in points (PDF only); 0 or absent when unknown. */
  right?: number;
  /** Left and right edge of each segment (PDF only), for joining a wrapped table/flex cell. */
  segmentBounds?: [number, number][];
  /**
   * Pieces set apart by a gap wider than a word space but narrower than a segment's (PDF only):
   * tags, a skill group's level. Valid while they spell the line's text (joining lines drops them).
   */
  cells?: string[];
  /** Type size of each segment (PDF only): a margin heading's row mixes the heading's size with the body's. */
  segmentSizes?: number[];
  /** Font size in points; 0 when unknown. */
  fontSize: number;
  /** Every visible character is bold. */
  bold: boolean;
  /** Vertical gap to the previous line in points (0 for the first line or when unknown). */
  gapAbove: number;
  /** The line started with a bullet glyph (•, ▪, -, *, ...), which is removed from `text`. */
  bulleted: boolean;
  /** The source has no styling (plain text): headings are known by their words alone. */
  plain?: boolean;
  /** First line of a column after the page's first column (reading order restarts there). */
  columnStart?: boolean;
  /** Explicit heading from the source (a DOCX heading style). */
  heading?: boolean;
}
