import type { ReadDocument } from '../document/parse-resume-document';
import type { ParsedResume } from '../resume/json-resume';
import { isTemplateText } from './template-text';

export const ATS_CHECK_VERSION = '1.0.0';

export type AtsSeverity = 'critical' | 'major' | 'minor' | 'info';

export interface AtsFinding {
  id: string;
  severity: AtsSeverity;
  title: string;
  detail: string;
  fix: string;
}

export interface AtsReport {
  version: string;
  /** 0–100: 100 minus weighted findings. */
  score: number;
  findings: AtsFinding[];
  /** The text exactly as a plain-text ATS would read it, in its reading order. */
  atsText: string;
}

const PENALTY: Record<AtsSeverity, number> = { critical: 25, major: 12, minor: 5, info: 0 };
const STANDARD_HEADINGS =
  /^(summary|profile|professional summary|objective|experience|work experience|professional experience|employment( history)?|education|skills|technical skills|projects?|personal projects|key projects|certifications?|licenses|languages|awards|honors|publications|volunteer(ing)?( experience)?|interests|references|contact)$/i;

/**
 * What an applicant tracking system trips on, each with severity and a fix. Takes a parsed resume
 * (text-level checks) or a read document (adds layout, font and file checks).
 */
export function checkAts(input: ParsedResume | ReadDocument): AtsReport {
  const document = 'parsed' in input ? input : null;
  const parsed = document ? document.parsed : (input as ParsedResume);
  const resume = parsed.resume;
  const findings: AtsFinding[] = [];
  const add = (id: string, severity: AtsSeverity, title: string, detail: string, fix: string) => findings.push({ id, severity, title, detail, fix });

  if (document) {
    if (document.type === 'text')
      add('file-type', 'minor', 'Plain-text file', 'Plain text loses all structure cues (bold headings, layout).', 'Upload a DOCX or a text-based PDF.');
    if (document.bytes > 2 * 1024 * 1024)
      add(
        'file-size',
        'minor',
        'Large file',
        `The file is ${(document.bytes / 1048576).toFixed(1)} MB; some ATS portals reject files over 2 MB.`,
        'Remove embedded images and export again.',
      );
    const layout = document.pdfLayout;
    if (layout) {
      if (layout.columnsOnPages.length)
        add(
          'columns',
          'major',
          'Multi-column layout',
          `Page(s) ${layout.columnsOnPages.join(', ')} use two columns; many ATS read straight across, mixing both columns line by line.`,
          'Use a single-column layout; put skills and contact details in the main column.',
        );
      const hidden = layout.stats.hiddenChars + layout.stats.tinyChars + layout.stats.offPageChars;
      if (hidden > 0)
        add(
          'hidden-text',
          'critical',
          'Hidden text',
          `${hidden} characters are invisible to a reader (white or the colour of what is behind them, transparent, clipped, microscopic or off the page). ATS read them and recruiters treat it as keyword stuffing.`,
          'Delete the hidden text.',
        );
      if (layout.stats.iconGlyphs > 0)
        add(
          'icons',
          'minor',
          'Icon glyphs',
          `${layout.stats.iconGlyphs} icon characters (phone, mail, pin icons) come out as garbage or nothing.`,
          'Use words ("Phone:", "Email:") or nothing instead of icon fonts.',
        );
      if (layout.stats.ligatures > 0)
        add(
          'ligatures',
          'minor',
          'Ligature characters',
          'Some words use ligature glyphs (ﬁ, ﬂ); some ATS read "ﬁnance" as "nance".',
          'Turn off ligatures in the font settings, or use a standard font.',
        );
      if (layout.unnamedFontShare > 0.3)
        add(
          'fonts',
          'major',
          'Fonts that do not map to text',
          'Much of the text uses fonts without a usable name or Unicode map; an ATS may extract wrong characters.',
          'Export with standard embedded fonts (Arial, Calibri, Times New Roman).',
        );
      const small = layout.fontSizes.filter((s) => s < 8).length;
      if (small > layout.fontSizes.length * 0.2)
        add(
          'tiny-font',
          'minor',
          'Very small text',
          'A large part of the text is under 8 pt: hard for people to read and risky for OCR-based ATS.',
          'Use 10–12 pt for body text.',
        );
      const images = layout.imagesPerPage.reduce((n, i) => n + i, 0);
      if (images > 0)
        add(
          'images',
          'minor',
          'Images',
          `${images} image(s) on the page(s); text inside images is invisible to an ATS.`,
          'Keep all text as text; drop photos and logos unless the market expects a photo.',
        );
      if (layout.stats.rotatedChars > 0)
        add(
          'rotated-text',
          'minor',
          'Rotated text',
          'Some text is rotated (a vertical sidebar label); ATS usually skip or garble it.',
          'Keep all text horizontal.',
        );
    }
    if (document.docx && document.docx.hiddenChars > 0)
      add(
        'hidden-text',
        'critical',
        'Hidden text',
        `${document.docx.hiddenChars} characters are invisible to a reader (Word's hidden text, white or the colour of what is behind them, or under 2 pt). ATS read them and recruiters treat it as keyword stuffing.`,
        'Delete the hidden text (in Word: Find and Replace, search for Font Hidden or white text).',
      );
    if (document.docx && document.docx.tables > 0)
      add(
        'tables',
        'major',
        'Tables',
        `${document.docx.tables} table(s); many ATS flatten tables out of order or skip them.`,
        'Replace tables with plain lines and tab stops.',
      );
    if (document.docx && document.docx.images > 0)
      add('images', 'minor', 'Images', `${document.docx.images} image(s) in the document; text in images is lost.`, 'Remove images that hold text.');
  }

  if (!resume.basics.name)
    add(
      'missing-name',
      'critical',
      'No name found',
      'The ATS could not find your name at the top.',
      'Put your full name alone on the first line, as plain text.',
    );
  if (!resume.basics.email)
    add(
      'missing-email',
      'critical',
      'No email found',
      'Without an email the ATS cannot create your candidate record.',
      'Add your email as plain text near the top (not in a header image).',
    );
  if (!resume.basics.phone)
    add(
      'missing-phone',
      'major',
      'No phone number found',
      'Recruiters search and call by phone number.',
      'Add your phone with country code, e.g. +1 312 555 0123 or +91 98765 43210.',
    );
  if (!resume.basics.location.raw)
    add('missing-location', 'minor', 'No location found', 'Many searches filter candidates by city.', 'Add "City, Region" to the contact line.');

  const sections = parsed.sections ?? [];
  const kinds = new Set(sections.map((s) => s.kind));
  if (!kinds.has('experience') && resume.work.length === 0)
    add(
      'missing-experience',
      'major',
      'No experience section recognised',
      'The ATS could not find a section of roles.',
      'Head the section "Experience" or "Work Experience".',
    );
  if (!kinds.has('education'))
    add('missing-education', 'minor', 'No education section recognised', 'Education is a standard ATS field.', 'Head the section "Education".');
  if (!kinds.has('skills'))
    add(
      'missing-skills',
      'minor',
      'No skills section recognised',
      'ATS keyword matching leans on a Skills section.',
      'Add a "Skills" section with comma-separated items.',
    );
  const unusual = sections.filter((s) => s.heading && !STANDARD_HEADINGS.test(s.heading.trim()));
  if (unusual.length)
    add(
      'headings',
      'minor',
      'Non-standard headings',
      `Headings ${unusual
        .slice(0, 5)
        .map((s) => `"${s.heading}"`)
        .join(', ')} are not standard; some ATS will not map them.`,
      'Use standard headings: Summary, Experience, Education, Skills, Projects, Certifications.',
    );

  const undated = resume.work.filter((w) => !w.startDate).length;
  if (undated)
    add(
      'dates-missing',
      'major',
      'Roles without dates',
      `${undated} role(s) have no dates; ATS compute years of experience from them.`,
      'Give each role a start and end date, e.g. "Jan 2021 – Present".',
    );
  const precisions = new Set(resume.work.filter((w) => w.startDate).map((w) => (w.startDate.length > 4 ? 'month' : 'year')));
  if (precisions.size > 1)
    add('dates-format', 'minor', 'Mixed date formats', 'Some roles give month and year, others only a year.', 'Use "Mon YYYY – Mon YYYY" everywhere.');
  if (resume.work.some((w) => !w.position || !w.name))
    add(
      'role-fields',
      'minor',
      'Roles missing a title or employer',
      'Each role should state both the job title and the company.',
      'Write "Job Title, Company" on one line with the dates.',
    );

  // Template text left in: "20XX", "[Company Name]", "Lorem ipsum", writing instructions.
  const placeholders = parsed.text.split('\n').filter(isTemplateText);
  if (placeholders.length)
    add(
      'placeholder-text',
      placeholders.length >= 3 ? 'critical' : 'major',
      'Template placeholder text',
      `${placeholders.length} line(s) still hold template text, e.g. "${placeholders[0]!.slice(0, 80)}".`,
      'Replace every placeholder ("20XX", "[Company]", "Lorem ipsum", instructions) with your own details, or delete it.',
    );
  const unplaced = parsed.meta.unplaced ?? [];
  if (unplaced.length)
    add(
      'unplaced-lines',
      unplaced.length >= 5 ? 'major' : 'minor',
      'Lines not read into any field',
      `${unplaced.length} line(s) were read but not placed in any field, e.g. "${unplaced[0]!.slice(0, 80)}". An ATS may drop them too.`,
      'Put them under a standard heading (Experience, Education, Skills) in a plain "Title, Company, dates" or bullet form.',
    );

  // A template still mostly the template's (a fifth of its lines or more, at least 5) would be
  // filed with its placeholders as the applicant's details: it cannot score as a fair resume.
  const lineCount = parsed.text.split('\n').filter((l) => l.trim()).length;
  const unfinished = placeholders.length >= 5 && placeholders.length >= lineCount * 0.2;
  const score = Math.min(unfinished ? 30 : 100, Math.max(0, 100 - findings.reduce((n, f) => n + PENALTY[f.severity], 0)));
  return { version: ATS_CHECK_VERSION, score, findings, atsText: parsed.text };
}
