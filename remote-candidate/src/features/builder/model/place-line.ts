/**
 * Where a line the importer could not place can go: the places a candidate picks from, and the
 * edit that puts the line there. Each place answers the path of the field the line landed in, so
 * the builder can point at it.
 */
import type { JsonResume } from 'shared-schemas';
import { emptyEntry, SECTION_BY_ID, type ListSectionId } from '../../../lib/resume-model/resume-sections';

export interface LinePlace {
  /** Stable while the resume's entries stay where they are ("work[1].highlights", "new:awards"). */
  id: string;
  /** What the candidate reads in the picker. */
  label: string;
  /** Options are grouped in the picker by this. */
  group: 'Add to an entry' | 'Add as a new entry' | 'Profile';
}

const BULLET_SECTIONS = ['work', 'projects', 'volunteer'] as const;
/** A new entry of these sections gets the line as its first field (name, title, language). */
const NEW_ENTRY_SECTIONS: ListSectionId[] = ['projects', 'certificates', 'awards', 'languages'];

const entriesOf = (resume: JsonResume, section: string) => (Array.isArray(resume[section]) ? (resume[section] as Record<string, unknown>[]) : []);

export function linePlaces(resume: JsonResume): LinePlace[] {
  const places: LinePlace[] = [{ id: 'basics.summary', label: 'Summary (at its end)', group: 'Profile' }];
  for (const section of BULLET_SECTIONS) {
    const def = SECTION_BY_ID[section];
    entriesOf(resume, section).forEach((entry, index) => {
      places.push({ id: `${section}[${index}].highlights`, label: `${def.title}: ${def.summarise(entry)} (as a bullet)`, group: 'Add to an entry' });
    });
  }
  places.push({ id: 'skills', label: 'Skills (as a skill)', group: 'Add to an entry' });
  for (const section of NEW_ENTRY_SECTIONS) {
    const def = SECTION_BY_ID[section];
    places.push({ id: `new:${section}`, label: `${def.title}: a new ${def.entryName}`, group: 'Add as a new entry' });
  }
  return places;
}

/** The resume with `line` added at `placeId`, and the path of the field now holding it. */
export function placeLine(resume: JsonResume, placeId: string, line: string): { resume: JsonResume; path: string } {
  const text = line.trim();
  if (placeId === 'basics.summary') {
    const summary = (resume.basics?.summary ?? '').trim();
    return { resume: { ...resume, basics: { ...resume.basics, summary: summary ? `${summary}\n${text}` : text } }, path: 'basics.summary' };
  }
  const bullet = /^(work|projects|volunteer)\[(\d+)\]\.highlights$/.exec(placeId);
  if (bullet) {
    const section = bullet[1]!;
    const index = Number(bullet[2]);
    const entries = entriesOf(resume, section);
    const entry = entries[index];
    if (!entry) throw new Error('That entry is no longer in your resume.');
    const highlights = Array.isArray(entry.highlights) ? (entry.highlights as string[]) : [];
    const next = entries.map((e, i) => (i === index ? { ...e, highlights: [...highlights, text] } : e));
    return { resume: { ...resume, [section]: next }, path: `${section}[${index}].highlights[${highlights.length}]` };
  }
  if (placeId === 'skills') {
    const groups = resume.skills ?? [];
    if (!groups.length) return { resume: { ...resume, skills: [{ name: 'Skills', level: '', keywords: [text] }] }, path: 'skills[0].keywords' };
    const keywords = groups[0]!.keywords ?? [];
    return { resume: { ...resume, skills: [{ ...groups[0], keywords: [...keywords, text] }, ...groups.slice(1)] }, path: 'skills[0].keywords' };
  }
  const fresh = /^new:(projects|certificates|awards|languages)$/.exec(placeId);
  if (fresh) {
    const section = fresh[1] as ListSectionId;
    const def = SECTION_BY_ID[section];
    const first = def.fields[0]!.key;
    const entries = entriesOf(resume, section);
    return { resume: { ...resume, [section]: [...entries, { ...emptyEntry(def), [first]: text }] }, path: `${section}[${entries.length}].${first}` };
  }
  throw new Error(`Unknown place for a line: ${placeId}`);
}
