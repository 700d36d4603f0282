/** A shared resume, read through the api signed out (the public page never reads Firestore). */
import { callPublicApi } from 'shared-auth';
import type { PublicResume } from 'shared-schemas';
import { resumeFontFamily } from 'shared-ui/resume-pages';

// The public part of the endpoint map: the page's content waits on this call.
export const fetchSharedResume = (slug: string): Promise<PublicResume> =>
  callPublicApi<'GET /api/public/resumes/:slug', PublicResume>('GET /api/public/resumes/:slug', { params: { slug } });

/** The PDF link: the api renders it in the owner's template and counts the download. */
export const sharedResumePdfUrl = (slug: string) => `/api/public/resumes/${encodeURIComponent(slug)}/pdf`;

/**
 * Registers the template's two faces for the drawing the api sent (its pages were laid out by the
 * PDF's own code, as the builder's preview is), so the page needs no renderer of its own.
 */
export async function loadDrawingFonts(fonts: { regular: string; bold: string }): Promise<void> {
  const { fontUrl } = await import('./font-urls');
  await Promise.all(
    [fonts.regular, fonts.bold].map(async (file) => {
      const url = fontUrl(file);
      if (!url) return;
      const face = new FontFace(resumeFontFamily(file), `url(${url.href})`);
      document.fonts.add(await face.load());
    }),
  );
}
