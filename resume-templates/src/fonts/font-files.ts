/** The font files shipped in `resume-templates/fonts/` (SIL OFL 1.1, see fonts/README.md). */
export const FONT_FILES = [
  'NotoSans-Regular.ttf',
  'NotoSans-Bold.ttf',
  'NotoSerif-Regular.ttf',
  'NotoSerif-Bold.ttf',
  'SourceSans3-Regular.ttf',
  'SourceSans3-Bold.ttf',
] as const;

export type FontFile = (typeof FONT_FILES)[number];

/**
 * Where the font bytes come from: files in Node (`resume-templates/node`), fetched asset URLs in
 * a browser (`resume-templates/browser`), or anything else that returns the TTF's bytes.
 */
export type FontLoader = (file: FontFile) => Promise<Uint8Array | ArrayBuffer>;

/** Wraps a loader so each file is read once per process (concurrent callers share one read). */
export function cachedFontLoader(load: FontLoader): FontLoader {
  const cache = new Map<FontFile, Promise<Uint8Array | ArrayBuffer>>();
  return (file) => {
    let bytes = cache.get(file);
    if (!bytes) {
      bytes = load(file);
      cache.set(file, bytes);
      bytes.catch(() => cache.delete(file));
    }
    return bytes;
  };
}
