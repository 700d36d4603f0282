// From the parsed language to what an index runs: fields resolved to indexed text fields, and
// each unquoted term widened to its taxonomy synonyms ("js" → javascript, ecmascript, …).
import type { QueryField, QueryNode } from './query-language';
import { TEXT_FIELDS, type CompiledQuery, type TextField } from './search-index';
import { synonymsOf } from './synonyms';

const FIELD_TARGETS: Record<QueryField, readonly TextField[]> = {
  title: ['title'],
  skill: ['skills'],
  location: ['location'],
  company: ['company'],
};

/** `defaultField`: where terms without a field: look (the title filter box searches titles only). */
export function compileQuery(node: QueryNode | null, defaultField: QueryField | null = null): CompiledQuery | null {
  if (!node) return null;
  switch (node.type) {
    case 'term': {
      const field = node.field ?? defaultField;
      return {
        type: 'term',
        alternatives: node.exact ? [node.words] : synonymsOf(node.words),
        fields: field ? FIELD_TARGETS[field] : TEXT_FIELDS,
      };
    }
    case 'not':
      return { type: 'not', child: compileQuery(node.child, defaultField)! };
    case 'and':
    case 'or':
      return { type: node.type, children: node.children.map((child) => compileQuery(child, defaultField)!) };
  }
}

/** Both trees AND-ed (either may be null: "everything"). */
export function andQueries(a: CompiledQuery | null, b: CompiledQuery | null): CompiledQuery | null {
  if (!a) return b;
  if (!b) return a;
  return { type: 'and', children: [a, b] };
}

/** The words a result should have marked, per field (terms under NOT are not marked). */
export function highlightTerms(node: CompiledQuery | null): Map<TextField, string[][]> {
  const out = new Map<TextField, string[][]>();
  const walk = (current: CompiledQuery) => {
    if (current.type === 'not') return;
    if (current.type !== 'term') {
      current.children.forEach(walk);
      return;
    }
    for (const field of current.fields) out.set(field, [...(out.get(field) ?? []), ...current.alternatives]);
  };
  if (node) walk(node);
  return out;
}
