/** A shared resume, read through the api signed out (the public page never reads Firestore). */
import { apiFetch } from 'shared-auth';
import type { PublicResume } from 'shared-schemas';
import { resumeFontFamily } from 'shared-ui/resume-pages';

// apiFetch, not callApi: the page's content waits on this call, and the endpoint map's chunk would
// take the page over its first-load budget.
export const fetchSharedResume = (slug: string): Promise<PublicResume> => apiFetch<PublicResume>(`/api/public/resumes/${encodeURIComponent(slug)}`);

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
