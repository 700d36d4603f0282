// HireGen's search language (Google- and Boolean-sourcing style), parsed into a tree:
//
//   words            java developer          every word must match (AND is implied)
//   "exact phrase"   "spring boot"           the words side by side, no synonyms
//   AND, OR, NOT     java OR kotlin          upper case only; lower-case "or" is a word
//   -word, -"phrase" java -intern            leave out
//   ( … )            (java OR kotlin) -intern
//   field:value      title:engineer  skill:js  location:"new york"  company:acme  title:(lead OR principal)
//
// Precedence, highest first: quotes, parentheses, NOT/-, AND (and the implied AND), OR — as in
// LinkedIn's Boolean search, so `a b OR c` means `(a AND b) OR c`. A malformed query throws a
// QuerySyntaxError whose message names the 1-based character position of the problem.
import { tokenizeText } from './text';

export const QUERY_FIELDS = ['title', 'skill', 'location', 'company'] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];
const FIELD_ALIASES: Record<string, QueryField> = { title: 'title', skill: 'skill', skills: 'skill', location: 'location', company: 'company' };

export const QUERY_MAX_LENGTH = 500;
export const QUERY_MAX_TERMS = 40;
const MAX_DEPTH = 12;

/** Common words dropped when written bare (inside quotes they count). */
const STOPWORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'for', 'to', 'with', 'at', 'on', 'as', 'by']);

export type QueryNode =
  | {
      type: 'term';
      /** Folded words; more than one means they must stand side by side. */
      words: string[];
      /** Quoted: matched as written, without taxonomy synonyms. */
      exact: boolean;
      field: QueryField | null;
      /** 1-based position of the term in the query. */
      position: number;
    }
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode };

export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    /** 1-based character position. */
    readonly position: number,
  ) {
    super(message);
    this.name = 'QuerySyntaxError';
  }
}

type Lexeme =
  | { kind: 'word'; text: string; pos: number }
  | { kind: 'phrase'; text: string; pos: number }
  | { kind: 'field'; field: QueryField; name: string; pos: number }
  | { kind: 'and' | 'or' | 'not' | 'minus' | 'lparen' | 'rparen'; pos: number };

const OPEN_QUOTES = new Set(['"', '“', '”', '„']);
const CLOSE_QUOTES = new Set(['"', '“', '”']);
const isSpace = (ch: string) => /\s/.test(ch);

function lex(query: string): Lexeme[] {
  const out: Lexeme[] = [];
  let i = 0;
  const n = query.length;
  while (i < n) {
    const ch = query[i]!;
    const pos = i + 1;
    if (isSpace(ch)) {
      i++;
      continue;
    }
    if (ch === '(') {
      out.push({ kind: 'lparen', pos });
      i++;
      continue;
    }
    if (ch === ')') {
      out.push({ kind: 'rparen', pos });
      i++;
      continue;
    }
    if (OPEN_QUOTES.has(ch)) {
      let j = i + 1;
      while (j < n && !CLOSE_QUOTES.has(query[j]!)) j++;
      if (j >= n) throw new QuerySyntaxError(`The quote at position ${pos} is never closed: add a closing ".`, pos);
      out.push({ kind: 'phrase', text: query.slice(i + 1, j), pos });
      i = j + 1;
      continue;
    }
    if (ch === '-' && (i === 0 || isSpace(query[i - 1]!) || query[i - 1] === '(')) {
      const next = query[i + 1];
      if (next === undefined || isSpace(next) || next === ')') {
        throw new QuerySyntaxError(`The "-" at position ${pos} must be followed by the word to leave out, e.g. -intern.`, pos);
      }
      out.push({ kind: 'minus', pos });
      i++;
      continue;
    }
    let j = i;
    while (j < n && !isSpace(query[j]!) && query[j] !== '(' && query[j] !== ')' && !OPEN_QUOTES.has(query[j]!)) j++;
    const text = query.slice(i, j);
    const field = /^([A-Za-z]{1,20}):(.*)$/s.exec(text);
    if (field) {
      const name = field[1]!;
      const known = FIELD_ALIASES[name.toLowerCase()];
      if (!known) {
        throw new QuerySyntaxError(`Unknown field "${name}:" at position ${pos}: use title:, skill:, location: or company:.`, pos);
      }
      const valueStart = i + name.length + 1;
      const after = query[valueStart];
      if (after === undefined || isSpace(after) || after === ')') {
        throw new QuerySyntaxError(`"${name}:" at position ${pos} needs a value right after it, e.g. ${name}:java or ${name}:"exact words".`, pos);
      }
      out.push({ kind: 'field', field: known, name, pos });
      i = valueStart;
      continue;
    }
    if (text === 'AND' || text === '&&') out.push({ kind: 'and', pos });
    else if (text === 'OR' || text === '||') out.push({ kind: 'or', pos });
    else if (text === 'NOT') out.push({ kind: 'not', pos });
    else out.push({ kind: 'word', text, pos });
    i = j;
  }
  return out;
}

const OPERAND_START = new Set<Lexeme['kind']>(['word', 'phrase', 'field', 'not', 'minus', 'lparen']);
const operatorName = (lexeme: Lexeme) => (lexeme.kind === 'minus' ? '"-"' : lexeme.kind === 'and' ? 'AND' : lexeme.kind === 'or' ? 'OR' : 'NOT');

/** Parses a query; an empty (or only stop words) query gives null: everything matches. */
export function parseQuery(query: string): QueryNode | null {
  if (query.length > QUERY_MAX_LENGTH) {
    throw new QuerySyntaxError(
      `The query is too long: ${query.length} characters (${QUERY_MAX_LENGTH} at most). It goes over at position ${QUERY_MAX_LENGTH + 1}.`,
      QUERY_MAX_LENGTH + 1,
    );
  }
  const lexemes = lex(query);
  let at = 0;
  let termCount = 0;
  const peek = () => lexemes[at];

  function needOperand(operator: Lexeme): void {
    const next = peek();
    if (!next || !OPERAND_START.has(next.kind)) {
      const where = next ? `before ${next.kind === 'rparen' ? '")"' : operatorName(next)} at position ${next.pos}` : 'at the end of the query';
      throw new QuerySyntaxError(
        `${operatorName(operator)} at position ${operator.pos} needs a word, phrase or group after it (found nothing ${where}).`,
        operator.pos,
      );
    }
  }

  function term(text: string, pos: number, exact: boolean, field: QueryField | null): QueryNode | null {
    const words = tokenizeText(text).map((token) => token.term);
    if (words.length === 0) return null;
    if (!exact && words.length === 1 && STOPWORDS.has(words[0]!) && field === null) return null;
    termCount++;
    if (termCount > QUERY_MAX_TERMS) {
      throw new QuerySyntaxError(`Too many terms: the query may have ${QUERY_MAX_TERMS}; the one at position ${pos} is one too many.`, pos);
    }
    return { type: 'term', words, exact, field, position: pos };
  }

  function withField(node: QueryNode | null, field: QueryField): QueryNode | null {
    if (!node) return null;
    if (node.type === 'term') return node.field ? node : { ...node, field };
    if (node.type === 'not') {
      const child = withField(node.child, field);
      return child && { type: 'not', child };
    }
    return { ...node, children: node.children.map((child) => withField(child, field)!).filter(Boolean) };
  }

  function primary(depth: number, field: QueryField | null): QueryNode | null {
    const lexeme = lexemes[at++]!;
    switch (lexeme.kind) {
      case 'word':
        return term(lexeme.text, lexeme.pos, false, field);
      case 'phrase': {
        if (!lexeme.text.trim()) throw new QuerySyntaxError(`The quotes at position ${lexeme.pos} are empty: put the exact words between them.`, lexeme.pos);
        return term(lexeme.text, lexeme.pos, true, field);
      }
      case 'field': {
        const next = peek();
        if (!next || !['word', 'phrase', 'lparen'].includes(next.kind)) {
          throw new QuerySyntaxError(`"${lexeme.name}:" at position ${lexeme.pos} needs a word, "phrase" or (group) right after it.`, lexeme.pos);
        }
        return withField(primary(depth, lexeme.field), lexeme.field);
      }
      case 'lparen': {
        if (depth >= MAX_DEPTH) throw new QuerySyntaxError(`Too many nested parentheses at position ${lexeme.pos} (${MAX_DEPTH} levels at most).`, lexeme.pos);
        if (peek()?.kind === 'rparen') throw new QuerySyntaxError(`The parentheses at position ${lexeme.pos} are empty.`, lexeme.pos);
        if (!peek()) throw new QuerySyntaxError(`The "(" at position ${lexeme.pos} is never closed: add a ")".`, lexeme.pos);
        const inner = or(depth + 1, field);
        const close = peek();
        if (close?.kind !== 'rparen') throw new QuerySyntaxError(`The "(" at position ${lexeme.pos} is never closed: add a ")".`, lexeme.pos);
        at++;
        return inner;
      }
      default:
        // Only reached through a bug in the callers' checks; still a clear 400, never a 500.
        throw new QuerySyntaxError(`Unexpected ${operatorName(lexeme)} at position ${lexeme.pos}.`, lexeme.pos);
    }
  }

  function unary(depth: number, field: QueryField | null): QueryNode | null {
    const lexeme = peek()!;
    if (lexeme.kind === 'not' || lexeme.kind === 'minus') {
      at++;
      needOperand(lexeme);
      const child = unary(depth, field);
      return child && { type: 'not', child };
    }
    return primary(depth, field);
  }

  function and(depth: number, field: QueryField | null): QueryNode | null {
    const first = peek();
    if (first && (first.kind === 'and' || first.kind === 'or')) {
      throw new QuerySyntaxError(`${operatorName(first)} at position ${first.pos} needs a word, phrase or group before it.`, first.pos);
    }
    const children: (QueryNode | null)[] = [unary(depth, field)];
    for (;;) {
      const next = peek();
      if (!next) break;
      if (next.kind === 'and') {
        at++;
        needOperand(next);
        children.push(unary(depth, field));
      } else if (OPERAND_START.has(next.kind)) {
        children.push(unary(depth, field));
      } else break;
    }
    const kept = children.filter((child): child is QueryNode => child !== null);
    if (kept.length === 0) return null;
    return kept.length === 1 ? kept[0]! : { type: 'and', children: kept };
  }

  function or(depth: number, field: QueryField | null): QueryNode | null {
    const children: (QueryNode | null)[] = [and(depth, field)];
    while (peek()?.kind === 'or') {
      const operator = lexemes[at++]!;
      needOperand(operator);
      children.push(and(depth, field));
    }
    const kept = children.filter((child): child is QueryNode => child !== null);
    // `java OR the`: a side that was only stop words matches everything, so the OR does too.
    if (kept.length < children.length) return null;
    return kept.length === 1 ? kept[0]! : { type: 'or', children: kept };
  }

  if (lexemes.length === 0) return null;
  const tree = or(0, null);
  const rest = peek();
  if (rest) {
    if (rest.kind === 'rparen') throw new QuerySyntaxError(`The ")" at position ${rest.pos} has no "(" to close.`, rest.pos);
    throw new QuerySyntaxError(`Unexpected text at position ${rest.pos}.`, rest.pos);
  }
  return tree;
}

/** Plain text of a tree, for logs and tests: `(java OR kotlin) AND NOT intern`. */
export function describeQuery(node: QueryNode | null): string {
  if (!node) return '*';
  switch (node.type) {
    case 'term': {
      const words = node.words.join(' ');
      const text = node.exact || node.words.length > 1 ? `"${words}"` : words;
      return node.field ? `${node.field}:${text}` : text;
    }
    case 'not':
      return `NOT ${describeQuery(node.child)}`;
    case 'and':
      return `(${node.children.map(describeQuery).join(' AND ')})`;
    case 'or':
      return `(${node.children.map(describeQuery).join(' OR ')})`;
  }
}
