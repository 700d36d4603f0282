// Browser entry: the font files as bundler assets (webpack 5 emits each `new URL(…, import.meta.url)`
// as a file and rewrites the URL), fetched on first use and cached for the page's life.
import { cachedFontLoader, type FontFile, type FontLoader } from './fonts/font-files';

export * from './index';

const FONT_URLS: Record<FontFile, URL> = {
  'NotoSans-Regular.ttf': new URL('../fonts/NotoSans-Regular.ttf', import.meta.url),
  'NotoSans-Bold.ttf': new URL('../fonts/NotoSans-Bold.ttf', import.meta.url),
  'NotoSerif-Regular.ttf': new URL('../fonts/NotoSerif-Regular.ttf', import.meta.url),
  'NotoSerif-Bold.ttf': new URL('../fonts/NotoSerif-Bold.ttf', import.meta.url),
  'SourceSans3-Regular.ttf': new URL('../fonts/SourceSans3-Regular.ttf', import.meta.url),
  'SourceSans3-Bold.ttf': new URL('../fonts/SourceSans3-Bold.ttf', import.meta.url),
};

export const browserFontLoader: FontLoader = cachedFontLoader(async (file) => {
  const response = await fetch(FONT_URLS[file]);
  if (!response.ok) throw new Error(`font ${file} could not be loaded (HTTP ${response.status})`);
  return response.arrayBuffer();
});
