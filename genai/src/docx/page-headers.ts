/**
 * The text of a DOCX's page headers and footers. Word resume templates often print the name and
 * contact details there; mammoth reads the body only. Each part named by the main document's
 * relationships is read (invisible runs removed as in the body), one entry per paragraph, the same
 * paragraph printed by several headers (first page, odd, even) once, page numbers left out.
 */
import { removeHiddenRuns } from './hidden-runs';
import type { GuardedZip } from './zip-guard';

const utf8 = new TextDecoder('utf-8');
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (all, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? all;
  });

/** Every header or footer part the main document refers to, by kind, in the order listed. */
function partsOf(zip: GuardedZip, documentPath: string, kind: 'header' | 'footer'): string[] {
  const folder = documentPath.replace(/[^/]*$/, '');
  const rels = zip.read(`${folder}_rels/${documentPath.slice(folder.length)}.rels`);
  if (!rels) return [];
  const out: string[] = [];
  for (const m of utf8.decode(rels).matchAll(/<Relationship\b[^>]*>/g)) {
    const type = /\bType="([^"]+)"/.exec(m[0])?.[1] ?? '';
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (!target || !type.endsWith(`/${kind}`) || /^[a-z]+:/i.test(target)) continue;
    out.push(target.startsWith('/') ? target.slice(1) : `${folder}${target}`);
  }
  return out;
}

/** The paragraphs' text of one header or footer part (tabs as wide gaps). */
function paragraphsOf(xml: string): string[] {
  return [...xml.matchAll(/<w:p\b[\s\S]*?<\/w:p>/g)].map((p) =>
    [...p[0].matchAll(/<w:t\b[^>]*>([^<]*)<\/w:t>|<w:(?:tab|br)\b[^>]*\/>/g)]
      .map((m) => (m[1] === undefined ? '  ' : decode(m[1])))
      .join('')
      .replace(/\s{3,}/g, '  ')
      .trim(),
  );
}

/** A page number or "Page 2 of 3" (its numbers may be fields, which hold no text): not content. */
const PAGE_NUMBER = /^(?:page\b)?[\s\d]*(?:(?:of|\/)[\s\d]*)?$/i;

export function headerFooterText(zip: GuardedZip, documentPath: string, stylesXml: string | null): { headers: string[]; footers: string[] } {
  const read = (kind: 'header' | 'footer') => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const part of partsOf(zip, documentPath, kind)) {
      const bytes = zip.read(part);
      if (!bytes) continue;
      for (const text of paragraphsOf(removeHiddenRuns(utf8.decode(bytes), stylesXml).xml)) {
        if (!text || PAGE_NUMBER.test(text) || seen.has(text)) continue;
        seen.add(text);
        out.push(text);
      }
    }
    return out;
  };
  return { headers: read('header'), footers: read('footer') };
}
