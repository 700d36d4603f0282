// Node entry: the fonts read from this package's fonts/ folder, for the CLI, evals and benches.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedFontLoader, type FontLoader } from './fonts/font-files';

export * from './index';

/** Directory of the shipped TTFs and their licences. */
export const FONTS_DIR = path.resolve(__dirname, '../fonts');

/** Reads each font file once per process. */
export const nodeFontLoader: FontLoader = cachedFontLoader((file) => readFile(path.join(FONTS_DIR, file)));
