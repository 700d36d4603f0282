// The templates' font files (resume-templates/fonts, SIL OFL 1.1) as assets of this remote: webpack
// emits each `new URL(…, import.meta.url)` as a hashed file. Loaded only when a shared resume is
// drawn, never with another page.
const FONT_URLS: Record<string, URL> = {
  'NotoSans-Regular.ttf': new URL('../../../../../resume-templates/fonts/NotoSans-Regular.ttf', import.meta.url),
  'NotoSans-Bold.ttf': new URL('../../../../../resume-templates/fonts/NotoSans-Bold.ttf', import.meta.url),
  'NotoSerif-Regular.ttf': new URL('../../../../../resume-templates/fonts/NotoSerif-Regular.ttf', import.meta.url),
  'NotoSerif-Bold.ttf': new URL('../../../../../resume-templates/fonts/NotoSerif-Bold.ttf', import.meta.url),
  'SourceSans3-Regular.ttf': new URL('../../../../../resume-templates/fonts/SourceSans3-Regular.ttf', import.meta.url),
  'SourceSans3-Bold.ttf': new URL('../../../../../resume-templates/fonts/SourceSans3-Bold.ttf', import.meta.url),
};

export const fontUrl = (file: string): URL | undefined => FONT_URLS[file];
