/**
 * Open skill phrases: skills the dictionary does not name, found from how job ads ask for them
 * ("excellent negotiation skills", "ability to build strong relationships", "experience of
 * managing budgets", "managing all aspects of the kitchen"). Patterns as data; each returns the
 * span of the skill itself, not of the cue words around it.
 */
export interface SkillPhrase {
  text: string;
  start: number;
  end: number;
  cue: 'skills' | 'ability' | 'experience' | 'knowledge' | 'activity' | 'trait';
}

const ACTIVITY_VERBS = 'managing|manage|developing|develop|ensuring|ensure|leading|lead|driving|drive|building|build|maintaining|maintain|delivering|deliver|providing|provide|supporting|support|reducing|controlling|maximising|maximizing|organising|organizing|organise|organize|planning|plan|training|coordinating|coordinate|dealing with|deal with|working with|liaising with|liaise with|handling|handle|preparing|prepare|producing|produce|analysing|analyzing|analyse|analyze|monitoring|monitor|reporting|negotiating|negotiate|selling|sell|sourcing|assessing|assess|designing|design|implementing|implement|improving|improve|resolving|resolve|responding to|respond to|overseeing|oversee|creating|create|carrying out|carry out|undertaking|undertake|conducting|conduct|identifying|identify|processing|process|reviewing|review|inspiring|inspire|mentoring|mentor|recruiting|recruit|generating|generate|operating|operate|attending|servicing|repairing|taking responsibility for|taking responsibility of|accepting';
const STOP_AT = /^(and|to|in|for|with|within|on|at|as|from|by|during|across|throughout|while|whilst|which|who|that|where|including|is|are|will|would|should|must|can|the)$/i;
const TRAITS = /\b(dynamic|proactive|articulate|positive|motivated|self-motivated|selfmotivated|enthusiastic|flexible|reliable|innovative|organised|organized|creative|energetic|hardworking|hard-working|passionate|driven|confident|friendly|professional|approachable|resilient|commercially aware|customer focused|customerfocused|detail oriented|numerate|literate|self-disciplined|selfdisciplined|team player|leader)\b/gi;

function wordsAfter(text: string, from: number, max: number): { end: number; text: string } | undefined {
  // A phrase is a few words: look at a bounded window, never the whole rest of the text.
  const rest = text.slice(from, from + 300);
  const re = /[\p{L}\p{N}][\p{L}\p{N}'+#.&-]*/gu;
  let end = from;
  let count = 0;
  for (const m of rest.matchAll(re)) {
    const gap = rest.slice(end - from, m.index ?? 0);
    if (/[,;:.!?()\n/•|]/.test(gap) && count > 0) break;
    if (count > 0 && STOP_AT.test(m[0]) && count >= 2) break;
    end = from + (m.index ?? 0) + m[0].length;
    count++;
    if (count >= max) break;
  }
  if (!count) return undefined;
  return { end, text: text.slice(from, end).trim() };
}

export function extractSkillPhrases(text: string): SkillPhrase[] {
  const input = text.slice(0, 200_000);
  const out: SkillPhrase[] = [];
  const push = (start: number, end: number, cue: SkillPhrase['cue']) => {
    const t = input.slice(start, end).trim();
    if (t.length < 3 || out.some((p) => p.start < end && start < p.end)) return;
    out.push({ text: t, start, end, cue });
  };
  // "... negotiation skills", "communication and influencing skills"
  for (const m of input.matchAll(/\b((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:skills|abilities)\b/giu)) {
    const words = (m[1] ?? '').split(/\s+/).filter((w) => !/^(excellent|good|strong|great|proven|the|your|and|with|of|have|has|key|solid|outstanding|exceptional|demonstrable|effective|sound|required|essential)$/i.test(w));
    if (!words.length) continue;
    const phrase = words.join(' ');
    const start = (m.index ?? 0) + (m[0].indexOf(phrase) >= 0 ? m[0].indexOf(phrase) : 0);
    push(start, start + phrase.length, 'skills');
  }
  // "ability to build strong relationships", "able to work under pressure"
  for (const m of input.matchAll(/\b(?:ability|able|willing|willingness|capable)\s+to\s+/gi)) {
    const from = (m.index ?? 0) + m[0].length;
    const w = wordsAfter(input, from, 6);
    if (w) push(from, w.end, 'ability');
  }
  // "experience of/in/with accounting", "knowledge of IFRS", "understanding of best practice"
  for (const m of input.matchAll(/\b(experience|knowledge|understanding|proficiency|expertise|background)\s+(?:of|in|with)\s+(?:the\s+|an?\s+)?/gi)) {
    const from = (m.index ?? 0) + m[0].length;
    const w = wordsAfter(input, from, 5);
    if (w) push(from, w.end, /experience|background/i.test(m[1] ?? '') ? 'experience' : 'knowledge');
  }
  // Duties: "managing all aspects of the kitchen", "Respond to stakeholder queries"
  // Horizontal space only, and bounded: `\s*` here rescanned every run of blank lines (quadratic).
  const activity = new RegExp(`(?:^|[\\n,;:•(][ \\t]{0,8}|\\b(?:and|include|including|will be|be|you will|role is to|responsible for|involve|involves)\\s+)((?:${ACTIVITY_VERBS})\\b)`, 'gi');
  for (const m of input.matchAll(activity)) {
    const verb = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].length - verb.length;
    const w = wordsAfter(input, start, 7);
    if (w && w.text.split(/\s+/).length >= 2) push(start, w.end, 'activity');
  }
  for (const m of input.matchAll(TRAITS)) push(m.index ?? 0, (m.index ?? 0) + m[0].length, 'trait');
  return out.sort((a, b) => a.start - b.start);
}
