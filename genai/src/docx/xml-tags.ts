/**
 * The tags of an XML document in order, with their offsets: enough to walk WordprocessingML
 * (well-formed, namespaced names, quoted attributes) without building a tree. Comments,
 * processing instructions, CDATA and the doctype are skipped; text between tags is not returned.
 */
export interface XmlTag {
  name: string;
  attrs: Record<string, string>;
  /** </name> */
  closing: boolean;
  /** <name/> */
  selfClosing: boolean;
  /** Offsets of '<' and just past '>'. */
  start: number;
  end: number;
}

const TAG_SOURCE = /<(?:!--[\s\S]*?-->|!\[CDATA\[[\s\S]*?\]\]>|[?!][^>]*>|(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>)/
  .source;
const ATTR = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function* xmlTags(xml: string): Generator<XmlTag> {
  const tags = new RegExp(TAG_SOURCE, 'g'); // one per walk: walks may interleave
  for (let match = tags.exec(xml); match; match = tags.exec(xml)) {
    const name = match[2];
    if (!name) continue;
    const attrs: Record<string, string> = {};
    const raw = match[3];
    if (raw) for (const a of raw.matchAll(ATTR)) attrs[a[1]!] = a[2] ?? a[3] ?? '';
    yield { name, attrs, closing: match[1] === '/', selfClosing: match[4] === '/', start: match.index, end: match.index + match[0].length };
  }
}
