/** One word Tesseract read: its box in image pixels, its block/paragraph/line ids, its confidence (0–100). */
export interface OcrWord {
  block: number;
  paragraph: number;
  line: number;
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
  text: string;
}

/** The words of `tesseract <image> - tsv` (level 5 rows with text), in Tesseract's order. */
export function parseTesseractTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join(' ').trim();
    if (!text) continue;
    const [block, paragraph, line, left, top, width, height] = [2, 3, 4, 6, 7, 8, 9].map((i) => Number(cells[i]));
    const confidence = Number(cells[10]);
    if (![block, paragraph, line, left, top, width, height].every(Number.isFinite)) continue;
    words.push({
      block: block!,
      paragraph: paragraph!,
      line: line!,
      left: left!,
      top: top!,
      width: width!,
      height: height!,
      confidence: Number.isFinite(confidence) ? confidence : -1,
      text,
    });
  }
  return words;
}

/** Mean word confidence (0–1), each word weighted by its length; null without words. */
export function meanConfidence(words: OcrWord[]): number | null {
  let sum = 0;
  let weight = 0;
  for (const word of words) {
    if (word.confidence < 0) continue;
    const w = word.text.length;
    sum += word.confidence * w;
    weight += w;
  }
  return weight ? Math.round((sum / weight) * 10) / 1000 : null;
}
