import type { FontFile } from '../fonts/font-files';
import type { SectionId } from '../layout/resume-layout';

/** What a builder shows in its template picker. */
export interface TemplateInfo {
  id: string;
  name: string;
  /** One column, standard headings, real text, embedded fonts: read cleanly by applicant tracking systems. */
  atsSafe: boolean;
  description: string;
}

/** RGB 0..1. */
export type Rgb = readonly [number, number, number];

/** How a template draws the layout model. Sizes in points (1/72 inch). */
export interface TemplateStyle {
  fonts: { regular: FontFile; bold: FontFile };
  /** Page margins: top/bottom and left/right. */
  margin: { vertical: number; horizontal: number };
  bodySize: number;
  /** Line height as a multiple of the font size. */
  leading: number;
  nameSize: number;
  headingSize: number;
  headingCase: 'upper' | 'as-written';
  /** A thin rule under each section heading. */
  headingRule: boolean;
  headerAlign: 'left' | 'center';
  /** Space above a section heading and between entries, in points. */
  sectionGap: number;
  entryGap: number;
  accent: Rgb;
  text: Rgb;
  muted: Rgb;
  /**
   * Line order of an entry's header: "Title / Organisation" or "Organisation / Title". Every
   * template uses organisation first: when a reader cannot tell which line is the job title (a
   * title it does not know, such as "Controller" or "Barista"), it takes the second line, and
   * with this order that is the right one (measured: title-first lost ~1% of titles this way).
   */
  entryOrder: 'title-first' | 'organization-first';
  /**
   * Two-column designs: the sections printed in the left sidebar (with the contact details under
   * a "Contact" heading) and its width in points.
   */
  sidebar?: {
    sections: SectionId[];
    width: number;
    gutter: number;
    fill: Rgb;
    /**
     * The sidebar's own type size: its lines then fall between the main column's baselines
     * instead of on them, so a reader of the page's text rows (an ATS, the genai parser) sees two
     * columns rather than one strip of dates beside the text.
     */
    bodySize: number;
  };
}

export interface ResumeTemplate extends TemplateInfo {
  style: TemplateStyle;
}

const BLACK: Rgb = [0.1, 0.1, 0.12];
const GREY: Rgb = [0.33, 0.35, 0.4];

/** The templates, ATS-safe first; the order is the order of `hiregen-genai templates`. */
export const TEMPLATES: readonly ResumeTemplate[] = [
  {
    id: 'classic',
    name: 'Classic',
    atsSafe: true,
    description: 'Serif type, centred name, capitalised headings over a thin rule. One column; reads cleanly in every applicant tracking system.',
    style: {
      fonts: { regular: 'NotoSerif-Regular.ttf', bold: 'NotoSerif-Bold.ttf' },
      margin: { vertical: 50, horizontal: 54 },
      bodySize: 10,
      leading: 1.3,
      nameSize: 22,
      headingSize: 11,
      headingCase: 'upper',
      headingRule: true,
      headerAlign: 'center',
      sectionGap: 12,
      entryGap: 8,
      accent: BLACK,
      text: BLACK,
      muted: GREY,
      entryOrder: 'organization-first',
    },
  },
  {
    id: 'modern',
    name: 'Modern',
    atsSafe: true,
    description: 'Clean sans-serif with a teal accent on the name and headings. One column, standard headings.',
    style: {
      fonts: { regular: 'SourceSans3-Regular.ttf', bold: 'SourceSans3-Bold.ttf' },
      margin: { vertical: 48, horizontal: 50 },
      bodySize: 10.5,
      leading: 1.3,
      nameSize: 24,
      headingSize: 12,
      headingCase: 'as-written',
      headingRule: false,
      headerAlign: 'left',
      sectionGap: 12,
      entryGap: 8,
      accent: [0.0, 0.42, 0.45],
      text: BLACK,
      muted: GREY,
      entryOrder: 'organization-first',
    },
  },
  {
    id: 'compact',
    name: 'Compact',
    atsSafe: true,
    description: 'Smaller type and tighter spacing to fit a long career on fewer pages. One column, standard headings.',
    style: {
      fonts: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
      margin: { vertical: 36, horizontal: 42 },
      bodySize: 9,
      leading: 1.25,
      nameSize: 18,
      headingSize: 10,
      headingCase: 'upper',
      headingRule: true,
      headerAlign: 'left',
      sectionGap: 8,
      entryGap: 5,
      accent: [0.12, 0.23, 0.45],
      text: BLACK,
      muted: GREY,
      entryOrder: 'organization-first',
    },
  },
  {
    id: 'executive',
    name: 'Executive',
    atsSafe: true,
    description: 'Large serif name, burgundy headings over a rule and generous spacing for senior careers. One column, standard headings.',
    style: {
      fonts: { regular: 'NotoSerif-Regular.ttf', bold: 'NotoSerif-Bold.ttf' },
      margin: { vertical: 54, horizontal: 60 },
      bodySize: 10.5,
      leading: 1.35,
      nameSize: 26,
      headingSize: 12,
      headingCase: 'as-written',
      headingRule: true,
      headerAlign: 'left',
      sectionGap: 14,
      entryGap: 9,
      accent: [0.35, 0.12, 0.16],
      text: BLACK,
      muted: GREY,
      entryOrder: 'organization-first',
    },
  },
  {
    id: 'sidebar',
    name: 'Sidebar',
    atsSafe: false,
    description:
      'Two columns: contact details, summary, skills, education, certifications and languages in a shaded sidebar. Some applicant tracking systems read columns out of order; prefer a one-column template when applying online.',
    style: {
      fonts: { regular: 'SourceSans3-Regular.ttf', bold: 'SourceSans3-Bold.ttf' },
      margin: { vertical: 44, horizontal: 34 },
      bodySize: 10,
      leading: 1.3,
      nameSize: 22,
      headingSize: 11.5,
      headingCase: 'upper',
      headingRule: false,
      headerAlign: 'left',
      sectionGap: 12,
      entryGap: 8,
      accent: [0.2, 0.25, 0.55],
      text: BLACK,
      muted: GREY,
      entryOrder: 'organization-first',
      sidebar: {
        sections: ['summary', 'skills', 'education', 'certificates', 'awards', 'languages', 'interests'],
        width: 175,
        gutter: 24,
        fill: [0.94, 0.95, 0.97],
        bodySize: 9.4,
      },
    },
  },
];

/** Template metadata for pickers and the CLI (no style internals). */
export function listTemplates(): TemplateInfo[] {
  return TEMPLATES.map(({ id, name, atsSafe, description }) => ({ id, name, atsSafe, description }));
}

export function findTemplate(id: string): ResumeTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

export class UnknownTemplateError extends Error {
  constructor(readonly templateId: string) {
    super(`unknown template "${templateId}" (known: ${TEMPLATES.map((t) => t.id).join(', ')})`);
    this.name = 'UnknownTemplateError';
  }
}

export function getTemplate(id: string): ResumeTemplate {
  const template = findTemplate(id);
  if (!template) throw new UnknownTemplateError(id);
  return template;
}
