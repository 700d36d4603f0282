// The one cleaner of uploaded file names, applied where each upload route reads a multipart
// part (the hiring uploads, the HireGen API's document routes). A name is shown to people (the
// pipeline, upload results, the original's download) and kept in Firestore and the blob store, so
// what a client chose must not steer how it reads: bidirectional controls (a right-to-left
// override turns "cv\u202Efdp.exe" into what looks like "cvexe.pdf"), control characters and
// invisible format characters are removed, any path is dropped, and the length is capped
// without losing the extension.

/**
 * Removed: C0/C1 controls and DEL (\p{Cc}); format characters (\p{Cf}: the bidi embeddings,
 * overrides and isolates U+202A–202E and U+2066–2069, the marks U+200E/200F/061C, zero-width
 * space, BOM…) except the zero-width (non-)joiners U+200C/U+200D that some scripts and emoji
 * need; line and paragraph separators; lone surrogates.
 */
const UNSAFE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

export const UPLOAD_FILE_NAME_MAX = 200;

/** A file name safe to store and show; `fallback` when nothing printable is left. */
export function cleanUploadFileName(raw: string | null | undefined, fallback = 'resume', max = UPLOAD_FILE_NAME_MAX): string {
  // Line breaks and tabs become spaces first, so the words they separated stay apart.
  const text = (raw ?? '').normalize('NFC').replace(BREAKS, ' ').replace(UNSAFE, '');
  // Browsers send the bare name; anything before the last slash is a client's invention.
  const base = text.split(/[/\\]/).pop() ?? '';
  const name = base.replace(/\s+/g, ' ').trim();
  if (!name || /^\.+$/.test(name)) return fallback;
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  return (
    Array.from(name.slice(0, name.length - extension.length))
      .slice(0, max - extension.length)
      .join('')
      .trimEnd() + extension
  );
}
