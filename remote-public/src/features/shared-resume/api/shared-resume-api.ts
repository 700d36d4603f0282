/** A shared resume, read through the api signed out (the public page never reads Firestore). */
import { apiFetch } from 'shared-auth';
import type { PublicResume } from 'shared-schemas';

export const fetchSharedResume = (slug: string): Promise<PublicResume> => apiFetch<PublicResume>(`/api/public/resumes/${encodeURIComponent(slug)}`);

/** The PDF link: the api renders it in the owner's template and counts the download. */
export const sharedResumePdfUrl = (slug: string) => `/api/public/resumes/${encodeURIComponent(slug)}/pdf`;

/** The builder's preview drawing of the resume (resume-templates' own pages), and its fonts registered. */
export async function drawSharedResume(resume: PublicResume['resume'], templateId: string) {
  const module = await import('resume-templates/browser');
  const template = module.getTemplate(templateId);
  const drawing = await module.drawResumePages(resume, { template: template.id, fonts: module.browserFontLoader });
  await Promise.all(
    [template.style.fonts.regular, template.style.fonts.bold].map(async (file) => {
      const bytes = await module.browserFontLoader(file);
      const face = new FontFace(fontFamily(file), bytes instanceof Uint8Array ? (bytes.slice().buffer as ArrayBuffer) : bytes);
      document.fonts.add(await face.load());
    }),
  );
  return { pages: drawing.pages, fonts: template.style.fonts };
}

/** CSS font family of a template TTF (the same names as the builder's preview). */
export const fontFamily = (file: string) => `hg-${file.replace(/\.ttf$/, '')}`;
