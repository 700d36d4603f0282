import type { JsonResume, ParsedResume, ResumeWork } from './json-resume';
import type { ResumeLine } from './resume-line';
import { extractBasics, isContactBlock } from './extract-basics';
import { extractEducation } from './extract-education';
import { extractCertificates, extractLanguages, extractProjects } from './extract-extras';
import { extractSkills } from './extract-skills';
import { entryToWork, extractWork, titleOrder, type WorkResult } from './extract-work';
import { educationConfidence, workConfidence } from './field-confidence';
import { labelResumeLines } from './layout-model/layout-model';
import { entriesFromLabels, sectionsFromLabels } from './layout-model/label-sections';
import { stripDate } from './header-pieces';
import { findDateRange } from './resume-dates';
import { lowerCaseWords, titleScore } from './resume-vocabulary';
import { contentKind, splitSections, type ResumeSection } from './split-sections';
import { splitMarginHeadings } from './margin-headings';
import { splitSummarySkills, summaryLines } from './summary-skills';
import { MAX_LINES, textToLines } from './text-lines';
import { unplacedLines } from './unplaced-lines';
import { joinWrappedCells } from './wrapped-lines';

/** Bump when parsing changes what it returns, so stored results can be re-parsed. */
export const PARSER_VERSION = '1.4.5';

/** A line naming a role with its dates, e.g. "QA Engineer, Contoso Labs (Jun 2018 – Feb 2021)". */
function isRoleLine(line: ResumeLine): boolean {
  const range = findDateRange(line.text);
  // A role outside an experience section has a span ("2019 – 2021", "2019 – Present"), not "since 2015".
  if (!range || (!range.endDate && !range.current)) return false;
  const { rest } = stripDate(line.text);
  return rest.split(/\s*[,|·•—–]\s*/).some((piece) => titleScore(piece) > 0.5);
}

/** Turns resume lines in reading order into a JSON Resume with confidences. */
/** "2017 –" / "Present": a date range broken over two lines is joined back. */
export function joinBrokenDateRanges(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (
      prev &&
      /(?:19|20)\d{2}(?:[-/.]\d{1,2}){0,2}\s*[-–—]$/.test(prev.text) &&
      /^(present|current|now|today|(?:[a-z]+\.?\s+)?(?:19|20)\d{2})\b/i.test(line.text) &&
      prev.page === line.page
    ) {
      const joined = `${prev.text} ${line.text}`;
      out[out.length - 1] = {
        ...prev,
        text: joined,
        segments: [
          ...prev.segments.slice(0, -1),
          `${prev.segments[prev.segments.length - 1] ?? ''} ${line.segments[0] ?? ''}`.trim(),
          ...line.segments.slice(1),
        ],
      };
    } else out.push(line);
  }
  return out;
}

export interface ParseLinesOptions {
  /** Segment with the learned layout model (layout-model/) instead of the hand-written rules. */
  layoutModel?: boolean;
}

/** The option, or HIREGEN_LAYOUT_MODEL=1 in the environment (for evals). */
function useLayoutModel(options: ParseLinesOptions): boolean {
  if (options.layoutModel !== undefined) return options.layoutModel;
  return typeof process !== 'undefined' && process.env?.HIREGEN_LAYOUT_MODEL === '1';
}

/** Roles of an experience section from the layout model's labels. */
function modelWork(lines: ResumeLine[], labels: Parameters<typeof entriesFromLabels>[1]): WorkResult[] {
  const entries = entriesFromLabels(lines, labels);
  const titleFirst = titleOrder(entries);
  return entries.flatMap((entry) => {
    const result = entryToWork(entry, titleFirst);
    if (!result || (result.work.position === '' && result.work.name === '')) return [];
    if (entry.summary.length)
      result.work.summary = entry.summary
        .map((l) => l.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    return [result];
  });
}

/**
 * An "About" heading over an address, links and handles is a contact block, not the summary. The
 * block is the run of lines in the first line's type size; what follows in a larger type (a skills
 * group whose heading was not recognised) is read by its content.
 */
function aboutContactBlocks(sections: ResumeSection[]): ResumeSection[] {
  return sections.flatMap((section) => {
    if (section.kind !== 'summary' || !section.heading || !section.lines.length) return [section];
    const size = section.lines[0]!.fontSize;
    let end = section.lines.findIndex((l) => Math.abs(l.fontSize - size) > 0.3);
    if (end < 0) end = section.lines.length;
    const block = section.lines.slice(0, end);
    if (!isContactBlock(block)) return [section];
    const rest = section.lines.slice(end);
    const contact: ResumeSection = { kind: 'contact', heading: section.heading, lines: block };
    return rest.length ? [contact, { kind: contentKind(rest) ?? 'other', heading: '', lines: rest }] : [contact];
  });
}

const PROFILE_NAMES = /\b(?:github|gitlab|linkedin|twitter|dev community|soundcloud|medium|stack ?overflow|behance|dribbble|kaggle|orcid)\b/gi;

/** A work result naming only an employer: no title, dates, place or text of its own. */
const isEmployerOnly = (w: ResumeWork) => !!w.name && !w.position && !w.startDate && !w.endDate && !w.location && !w.highlights.length && !w.summary;

export function parseResumeLines(
  input: ResumeLine[],
  source: ParsedResume['meta']['source'] = 'text',
  pages = 1,
  options: ParseLinesOptions = {},
): ParsedResume {
  const lines = joinWrappedCells(splitMarginHeadings(joinBrokenDateRanges(input.slice(0, MAX_LINES))));
  const model = useLayoutModel(options) ? sectionsFromLabels(lines, labelResumeLines(lines)) : null;
  const sections = aboutContactBlocks(model ? model.sections : splitSections(lines));
  const confidence: Record<string, number> = {};
  const top: ResumeSection = { kind: 'contact', heading: '', lines: sections.filter((s) => s.kind === 'contact' && !s.heading).flatMap((s) => s.lines) };
  // A "Contact" section (a sidebar read after the main column) holds contact details too.
  const contactLines = [...top.lines, ...sections.filter((s) => s.kind === 'contact' && !!s.heading).flatMap((s) => s.lines)];
  // Lines the model labelled contact wherever they stand (a sidebar's details under another heading).
  if (model) contactLines.push(...model.contact.filter((l) => !contactLines.includes(l)));
  const { basics, confidence: basicsConfidence } = extractBasics(contactLines, lines);
  Object.assign(confidence, basicsConfidence);

  const of = (kind: ResumeSection['kind']) => sections.filter((s) => s.kind === kind);
  const experienceSections = of('experience');
  // Roles written outside an experience section ("Highlights" holding dated role lines).
  const strayRoleLines = sections
    .filter((s) => s.kind === 'summary' || s.kind === 'other' || (s.kind === 'contact' && !!s.heading))
    .flatMap((s) => s.lines.filter(isRoleLine));

  const work: ResumeWork[] = [];
  const addWork = (sectionLines: ResumeLine[], section?: ResumeSection) => {
    let previousEmployer = '';
    const sectionLabels = section && model?.labelsOf.get(section);
    const results = sectionLabels ? modelWork(sectionLines, sectionLabels) : extractWork(sectionLines);
    results.forEach((result, k) => {
      // Several roles under one employer line: later roles name only title and dates.
      if (!result.work.name && result.work.position && previousEmployer) result.work.name = previousEmployer;
      previousEmployer = result.work.name;
      // The employer line itself is no role when the role under it takes its name. A dated line
      // under it that names no title a word list knows is the title all the same.
      const next = results[k + 1];
      if (isEmployerOnly(result.work) && next && !next.work.position && next.work.name && (next.work.startDate || next.work.endDate)) {
        next.work.position = next.work.name;
        next.work.name = '';
        next.confidence.position = next.confidence.name;
        next.confidence.name = 0;
      }
      if (isEmployerOnly(result.work) && next && !next.work.name && next.work.position) return;
      const i = work.length;
      work.push(result.work);
      Object.assign(confidence, workConfidence(result, i));
    });
  };
  for (const section of experienceSections) addWork(section.lines, section);
  if (strayRoleLines.length) addWork(strayRoleLines);
  if (!experienceSections.length && !strayRoleLines.length) addWork(top.lines.filter(isRoleLine));

  // The right margin of the text, for lines the layout wrapped (the widest lines reach it).
  const textRight = Math.max(0, ...lines.map((l) => l.right ?? 0));
  const education = of('education').flatMap((s) => extractEducation(s.lines, textRight));
  education.forEach((e, i) => {
    Object.assign(confidence, educationConfidence(e, i));
  });

  // With no summary section, a sentence under the name (a tagline paragraph) is the summary. A run
  // of digits marks a phone or an address line, unless the line is prose ("… since 2000. Involved …").
  // A line of profile names ("GitHub ana  Twitter ana") has words enough but no prose; the short
  // last line of a wrapped sentence ("and crafted mobile-first interfaces.") carries it on.
  const isProse = (text: string) => lowerCaseWords(text) >= 4;
  const kept = new Set<ResumeLine>();
  top.lines.forEach((l, i) => {
    const sentence =
      l.text.split(/\s+/).length >= 6 &&
      lowerCaseWords(l.text) >= 2 &&
      (l.text.match(PROFILE_NAMES)?.length ?? 0) < 2 &&
      (!/\d{3}/.test(l.text) || isProse(l.text)) &&
      !isRoleLine(l) &&
      l.text !== basics.name;
    const prev = top.lines[i - 1];
    const carriesOn = !!prev && kept.has(prev) && /^\p{Ll}/u.test(l.text.trim()) && !/[.!?]$/.test(prev.text.trim());
    // "… in the following topics:" / "• Developer experience" / "• Service management": the list
    // a kept sentence opens is the summary's too.
    const listed = !!prev && kept.has(prev) && l.bulleted && (/:$/.test(prev.text.trim()) || prev.bulleted) && l.text.split(/\s+/).length <= 8;
    if ((sentence || carriesOn || listed) && !/@|https?:|www\./.test(l.text)) kept.add(l);
  });
  // "Experienced systems/software engineer that has" / "supported the infrastructure of …": the
  // first line of a wrapped sentence, short of words itself, that a kept line carries on.
  for (let i = top.lines.length - 2; i >= 0; i--) {
    const l = top.lines[i]!;
    const next = top.lines[i + 1]!;
    if (
      !kept.has(l) &&
      kept.has(next) &&
      /^\p{Ll}/u.test(next.text.trim()) &&
      !/[.!?:]$/.test(l.text.trim()) &&
      Math.abs(l.fontSize - next.fontSize) < 0.5 &&
      lowerCaseWords(l.text) >= 2 &&
      l.text !== basics.name &&
      !/@|https?:|www\./.test(l.text)
    )
      kept.add(l);
  }
  const topSummary = top.lines
    .filter((l) => kept.has(l))
    .map((l) => l.text)
    .join(' ');
  const summary = of('summary')
    .flatMap((s) =>
      summaryLines(s.lines)
        .filter((l) => !isRoleLine(l))
        .map((l) => l.text),
    )
    .join(' ')
    .trim();
  // A skills list run into the summary is read as skills; the summary keeps its prose.
  const { prose, skills: summarySkills } = splitSummarySkills(summary || topSummary);
  if (prose) basics.summary = prose;

  const resume: JsonResume = {
    basics,
    work,
    education: education.map((e) => e.education),
    skills: of('skills').flatMap((s) => extractSkills(s.lines, s.heading)),
    projects: of('projects').flatMap((s) => extractProjects(s.lines)),
    certificates: of('certificates').flatMap((s) => extractCertificates(s.lines)),
  };
  const languages = of('languages').flatMap((s) => extractLanguages(s.lines));
  if (languages.length) resume.languages = languages;
  const awards = of('awards').flatMap((s) => s.lines.map((l) => ({ title: l.text })));
  if (awards.length) resume.awards = awards;
  if (summarySkills.length) {
    const listed = new Set(resume.skills.flatMap((g) => g.keywords.map((k) => k.toLowerCase())));
    const fresh = summarySkills.filter((k) => !listed.has(k.toLowerCase()));
    const group = resume.skills.find((g) => g.name === 'Skills');
    if (group) group.keywords.push(...fresh);
    else if (fresh.length) resume.skills.push({ name: 'Skills', keywords: fresh });
  }
  if (resume.skills.length) confidence['skills'] = 0.8;

  const headingTexts = new Set(sections.filter((s) => s.heading).map((s) => s.heading));
  for (const line of lines) if (sections.some((s) => s.heading && s.heading === line.text.trim())) headingTexts.add(line.text.trim());
  // Heading lines as written (letter-spaced or with a colon) are placed by being headings.
  const headingLines = new Set(lines.filter((l) => !sections.some((s) => s.lines.includes(l))).map((l) => l.text.trim()));
  return {
    resume,
    confidence,
    text: lines.map((l) => (l.bulleted ? `• ${l.text}` : l.text)).join('\n'),
    meta: { pages, parserVersion: PARSER_VERSION, source, unplaced: unplacedLines(lines, resume, new Set([...headingTexts, ...headingLines])) },
    sections: sections.filter((s) => s.heading).map((s) => ({ kind: s.kind, heading: s.heading })),
  };
}

/** Parses resume plain text (a pasted resume, a .txt file). Never throws on any string. */
export function parseResumeText(text: string, options: ParseLinesOptions = {}): ParsedResume {
  return parseResumeLines(textToLines(String(text ?? '').slice(0, 200_000)), 'text', 1, options);
}
