import type { ResumeTemplate } from 'resume-templates';
import { resumeFontFamily } from 'shared-ui/resume-pages';

const registered = new Set<string>();

/**
 * A template's TTFs as page fonts, from the bytes the PDF embeds (the same letters in both), for
 * the pages the builder's and the letter's previews draw. Each face is registered once a page.
 */
export async function loadTemplateFonts(template: ResumeTemplate): Promise<void> {
  const module = await import('resume-templates/browser');
  await Promise.all(
    [template.style.fonts.regular, template.style.fonts.bold].map(async (file) => {
      if (registered.has(file)) return;
      registered.add(file);
      const bytes = await module.browserFontLoader(file);
      const face = new FontFace(resumeFontFamily(file), bytes instanceof Uint8Array ? (bytes.slice().buffer as ArrayBuffer) : bytes);
      document.fonts.add(await face.load());
    }),
  );
}
