/** Raw positioned text of one PDF page, as pdf-raw-extract.mjs returns it (PDF user space, y up). */
export interface RawPdfItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  /** The real font name when the PDF embeds one, e.g. "ABCDEF+Roboto-Bold". */
  font: string;
  /** Drawn in white or with an invisible render mode. */
  hidden: boolean;
  rotated: boolean;
}

export interface RawPdfPage {
  width: number;
  height: number;
  items: RawPdfItem[];
  /** Number of images painted on the page (an image-only page is a scan). */
  images: number;
  /** Small shapes drawn on the page (list markers: discs, circles, squares) as [x0, y0, x1, y1], y up; absent from older readers. */
  marks?: [number, number, number, number][];
}

export type RawPdfResult = { pages: RawPdfPage[] } | { error: 'encrypted' | 'malformed' | 'too-many-pages' | 'too-large'; message: string; pages?: number };

/** Anything that turns PDF bytes into raw pages: a Node worker, or pdfjs in a browser. */
export type PdfReader = (bytes: Uint8Array, limits: { maxPages: number; timeoutMs: number; maxDecodedBytes?: number }) => Promise<RawPdfResult>;
