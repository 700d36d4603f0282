/**
 * HTML layouts of a corpus resume, printed to PDF by Chromium. Each layout is a different way
 * real resumes are made: one and two columns, tables, a Europass-style label column, icon
 * contact lines, a 6.5 pt resume, running headers and footers, company-first and one-line role
 * headers, dates in a left column, an experience section with no heading, a dark banner.
 */
import type { Rng } from './random';
import { cityOf } from './parser-hazards';
import { formatDate, formatRange, printedSkills, type CorpusTruth, type TruthEducation, type TruthRole } from './truth';

export const HTML_LAYOUTS = [
  'classic',
  'sidebar-left',
  'sidebar-right',
  'table-grid',
  'europass',
  'icons',
  'tiny',
  'running-header',
  'company-first',
  'one-line',
  'dates-left',
  'no-experience-heading',
  'banner',
] as const;
export type HtmlLayout = (typeof HTML_LAYOUTS)[number];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BASE_CSS = `
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; color: #222; margin: 0; line-height: 1.3; }
  h1 { font-size: 20pt; margin: 0 0 4pt; }
  h2 { font-size: 11.5pt; margin: 12pt 0 4pt; text-transform: uppercase; letter-spacing: 0.5pt; border-bottom: 1px solid #888; }
  ul { margin: 2pt 0 6pt 14pt; padding: 0; }
  li { margin: 0 0 1.5pt; }
  .row { display: flex; justify-content: space-between; gap: 12pt; }
  .role { margin-bottom: 6pt; break-inside: avoid; }
  .muted { color: #555; }
  p { margin: 0 0 4pt; }
`;

function educationLine(e: TruthEducation, truth: CorpusTruth): string {
  const end = formatDate(e.end, truth.style.dateStyle === 'YYYY' ? 'YYYY' : truth.style.dateStyle);
  return `<div class="role"><div class="row"><b>${esc(e.degree)}</b><span>${esc(end)}</span></div><div>${esc(e.institution)}</div>${e.gpa ? `<div>${esc(e.gpa.written)}</div>` : ''}</div>`;
}

function bullets(role: TruthRole): string {
  return `<ul>${role.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
}

function skillsBlock(truth: CorpusTruth, rng: Rng, narrow = false): string {
  const skills = printedSkills(truth);
  if (narrow || rng.chance(0.3)) return `<ul>${skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
  return `<p>${skills.map(esc).join(rng.pick([', ', ' · ', ' | ', ', ']))}</p>`;
}

/** The contact details on one line, or (hazard "contact-lines") each on a line of its own inside the caller's <p>. */
function contactLine(truth: CorpusTruth, sep = ' | '): string {
  const parts = [truth.location, truth.email, truth.phone, ...(truth.url ? [truth.url] : [])].map(esc);
  if (truth.hazards.includes('contact-lines')) return parts.join('</p><p>');
  return [truth.email, truth.phone, truth.location, ...(truth.url ? [truth.url] : [])].map(esc).join(sep);
}

/** "Employer, City, Region", or (hazard "firm-city") "Employer, City". */
function employerLine(role: TruthRole, truth: CorpusTruth): string {
  return `${esc(role.company)}, ${esc(truth.hazards.includes('firm-city') ? cityOf(role.location) : role.location)}`;
}

/** The role header in one of several orders (title first, company first, one line). */
function roleHeader(role: TruthRole, truth: CorpusTruth, rng: Rng, order: 'title-first' | 'company-first' | 'one-line'): string {
  const dates = esc(formatRange(role, truth));
  // "Title, Employer Full Legal Name" on one long line, the dates and place below it.
  if (role === truth.roles[0] && truth.hazards.includes('long-title-line'))
    return `<div><b>${esc(role.title)}, ${esc(role.company)}</b></div><div class="muted">${dates} · ${esc(role.location)}</div>`;
  if (order === 'one-line') {
    const joiner = rng.pick([' at ', ', ', ' | ', ' — ']);
    return `<div class="row"><b>${esc(role.title)}${joiner}${esc(role.company)}</b><span>${dates}</span></div>${rng.chance(0.5) ? `<div class="muted">${esc(role.location)}</div>` : ''}`;
  }
  if (order === 'company-first')
    return `<div class="row"><b>${esc(role.company)}</b><span>${esc(role.location)}</span></div><div class="row"><i>${esc(role.title)}</i><span>${dates}</span></div>`;
  return `<div class="row"><b>${esc(role.title)}</b><span>${dates}</span></div><div class="muted">${employerLine(role, truth)}</div>`;
}

function experience(truth: CorpusTruth, rng: Rng, order: 'title-first' | 'company-first' | 'one-line'): string {
  const parts: string[] = [];
  for (let i = 0; i < truth.roles.length; i++) {
    const role = truth.roles[i]!;
    const next = truth.roles[i + 1];
    // Several roles at one company under one company line.
    if (order === 'company-first' && next && next.company === role.company) {
      parts.push(
        `<div class="role"><div class="row"><b>${esc(role.company)}</b><span>${esc(role.location)}</span></div>` +
          `<div class="row"><i>${esc(role.title)}</i><span>${esc(formatRange(role, truth))}</span></div>${bullets(role)}` +
          `<div class="row"><i>${esc(next.title)}</i><span>${esc(formatRange(next, truth))}</span></div>${bullets(next)}</div>`,
      );
      i++;
      continue;
    }
    parts.push(`<div class="role">${roleHeader(role, truth, rng, order)}${bullets(role)}</div>`);
  }
  return parts.join('');
}

function hiddenTextHtml(truth: CorpusTruth): string {
  if (!truth.hiddenText) return '';
  const kind = truth.hazards.find((h) => h.startsWith('hidden-'));
  const text = esc(truth.hiddenText);
  switch (kind) {
    case 'hidden-white':
      return `<p style="color:#fff">${text}</p>`;
    case 'hidden-tiny':
      return `<p style="font-size:1px;line-height:1px;color:#fefefe">${text}</p>`;
    case 'hidden-offpage':
      return `<p style="position:absolute;left:-3000px;top:200px;width:1000px">${text}</p>`;
    default:
      return `<div style="height:0;overflow:hidden"><p>${text}</p></div>`;
  }
}

export interface HtmlRender {
  html: string;
  header?: string;
  footer?: string;
}

export function renderHtml(truth: CorpusTruth, layout: HtmlLayout, rng: Rng): HtmlRender {
  const h = truth.style.headings;
  const order = rng.pick<'title-first' | 'company-first' | 'one-line'>(['title-first', 'title-first', 'company-first', 'one-line']);
  const summary = `<h2>${esc(h.summary)}</h2><p>${esc(truth.summary)}</p>`;
  const edu = `<h2>${esc(h.education)}</h2>${truth.education.map((e) => educationLine(e, truth)).join('')}`;
  const skills = (narrow = false) => `<h2>${esc(h.skills)}</h2>${skillsBlock(truth, rng, narrow)}`;
  const exp = (o = order) => `<h2>${esc(h.experience)}</h2>${experience(truth, rng, o)}`;
  const hidden = hiddenTextHtml(truth);
  const page = (css: string, body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}${css}</style></head><body>${body}${hidden}</body></html>`;

  switch (layout) {
    case 'classic':
      return { html: page('', `<h1>${esc(truth.name)}</h1><p>${contactLine(truth)}</p>${summary}${exp()}${edu}${skills()}`) };
    case 'sidebar-left':
    case 'sidebar-right': {
      const side = `<div class="side"><h2>Contact</h2><p>${esc(truth.email)}</p><p>${esc(truth.phone)}</p><p>${esc(truth.location)}</p>${truth.url ? `<p>${esc(truth.url)}</p>` : ''}${skills(true)}${edu}</div>`;
      const main = `<div class="main">${summary}${exp()}</div>`;
      const css = `.wrap { display: grid; grid-template-columns: ${layout === 'sidebar-left' ? '30% minmax(0, 1fr)' : 'minmax(0, 1fr) 30%'}; gap: 18pt; } .side { background: #eef2f6; padding: 6pt; font-size: 9pt; } .side h2 { font-size: 10pt; }`;
      return { html: page(css, `<h1>${esc(truth.name)}</h1><div class="wrap">${layout === 'sidebar-left' ? side + main : main + side}</div>`) };
    }
    case 'table-grid': {
      const rows = truth.roles
        .map((r) => `<tr><td class="d">${esc(formatRange(r, truth))}</td><td><b>${esc(r.title)}</b><br>${employerLine(r, truth)}${bullets(r)}</td></tr>`)
        .join('');
      const css = 'table { border-collapse: collapse; width: 100%; } td { border: 1px solid #aaa; padding: 4pt; vertical-align: top; } td.d { width: 26%; }';
      return {
        html: page(
          css,
          `<table><tr><td colspan="2"><h1>${esc(truth.name)}</h1>${contactLine(truth)}</td></tr></table>${summary}<h2>${esc(h.experience)}</h2><table>${rows}</table>${edu}${skills()}`,
        ),
      };
    }
    case 'europass': {
      const label = (text: string) => `<div class="lab">${esc(text)}</div>`;
      const rows = truth.roles
        .map(
          (r) =>
            `<div class="ent">${label(formatRange(r, truth))}<div><b>${esc(r.title)}</b><br>${esc(r.company)} – ${esc(r.location)}${bullets(r)}</div></div>`,
        )
        .join('');
      const eduRows = truth.education
        .map(
          (e) =>
            `<div class="ent">${label(formatDate(e.end, truth.style.dateStyle))}<div><b>${esc(e.degree)}</b><br>${esc(e.institution)}${e.gpa ? `<br>${esc(e.gpa.written)}` : ''}</div></div>`,
        )
        .join('');
      const css =
        '.ent { display: grid; grid-template-columns: 26% minmax(0, 1fr); gap: 10pt; margin-bottom: 6pt; } .lab { text-align: right; color: #1a4f8b; font-size: 9pt; } h2 { color: #1a4f8b; border: 0; }';
      const personal = `<div class="ent">${label('Name')}<div><b>${esc(truth.name)}</b></div></div><div class="ent">${label('Address')}<div>${esc(truth.location)}</div></div><div class="ent">${label('Telephone')}<div>${esc(truth.phone)}</div></div><div class="ent">${label('Email')}<div>${esc(truth.email)}</div></div>${truth.url ? `<div class="ent">${label('Website')}<div>${esc(truth.url)}</div></div>` : ''}`;
      return {
        html: page(css, `<h2>Personal information</h2>${personal}<h2>${esc(h.experience)}</h2>${rows}<h2>${esc(h.education)}</h2>${eduRows}${skills()}`),
      };
    }
    case 'icons': {
      const icon = (d: string) => `<svg width="9" height="9" viewBox="0 0 10 10" style="margin-right:3pt"><path d="${d}" fill="#345"/></svg>`;
      const contact = `<p>${icon('M0 2h10v6H0z')}${esc(truth.email)}  ${rng.chance(0.5) ? '☎ ' : icon('M2 0h6v10H2z')}${esc(truth.phone)}  ${rng.chance(0.5) ? '⌂ ' : icon('M5 0l5 5H0z')}${esc(truth.location)}</p>`;
      return { html: page('h2 { border: 0; color: #0b6; letter-spacing: 2pt; }', `<h1>${esc(truth.name)}</h1>${contact}${summary}${exp()}${skills()}${edu}`) };
    }
    case 'tiny': {
      const css = 'body { font-size: 6.5pt; } h1 { font-size: 12pt; } h2 { font-size: 7.5pt; margin: 5pt 0 2pt; }';
      return { html: page(css, `<h1>${esc(truth.name)}</h1><p>${contactLine(truth, ' · ')}</p>${summary}${exp('one-line')}${edu}${skills()}`) };
    }
    case 'running-header': {
      // Room enough that the resume runs onto a second page, with a running header and page numbers.
      const css = 'body { font-size: 11pt; line-height: 1.6; } .role { margin-bottom: 14pt; } h2 { margin-top: 20pt; }';
      return {
        html: page(css, `<h1>${esc(truth.name)}</h1><p>${contactLine(truth)}</p>${summary}${exp()}${edu}${skills()}`),
        header: `<div style="font-size:8px;width:100%;text-align:right;margin-right:40px;font-family:DejaVu Sans">${esc(truth.name)} — ${esc(truth.roles[0]!.title)}</div>`,
        footer:
          '<div style="font-size:8px;width:100%;text-align:center;font-family:DejaVu Sans">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      };
    }
    case 'company-first':
      return { html: page('', `<h1>${esc(truth.name)}</h1><p>${contactLine(truth, '  •  ')}</p>${summary}${exp('company-first')}${skills()}${edu}`) };
    case 'one-line':
      return {
        html: page(
          'h2 { border: 0; background: #eee; padding: 1pt 3pt; }',
          `<h1>${esc(truth.name)}</h1><p>${contactLine(truth)}</p>${exp('one-line')}${edu}${skills()}`,
        ),
      };
    case 'dates-left': {
      const rows = truth.roles
        .map(
          (r) =>
            `<div class="ent"><div class="d">${esc(formatRange(r, truth))}</div><div><b>${esc(r.title)}</b> · ${esc(r.company)}<br><span class="muted">${esc(r.location)}</span>${bullets(r)}</div></div>`,
        )
        .join('');
      const css = '.ent { display: grid; grid-template-columns: 22% minmax(0, 1fr); gap: 8pt; margin-bottom: 6pt; } .d { color: #555; font-size: 9pt; }';
      return { html: page(css, `<h1>${esc(truth.name)}</h1><p>${contactLine(truth)}</p>${summary}<h2>${esc(h.experience)}</h2>${rows}${edu}${skills()}`) };
    }
    case 'no-experience-heading':
      // Roles follow the summary with no heading of their own.
      return {
        html: page('', `<h1>${esc(truth.name)}</h1><p>${contactLine(truth)}</p><p>${esc(truth.summary)}</p>${experience(truth, rng, order)}${edu}${skills()}`),
      };
    case 'banner': {
      const css =
        '.band { background: #1f2a44; color: #fff; padding: 14pt 18pt; margin-bottom: 8pt; } .band h1 { color: #fff; } .band p { color: #dde; } h2 { color: #1f2a44; border-bottom: 2px solid #c49a2c; }';
      return {
        html: page(
          css,
          `<div class="band"><h1>${esc(truth.name)}</h1><p>${esc(truth.roles[0]!.title)}</p><p>${contactLine(truth, '   ')}</p></div>${summary}${exp()}${skills()}${edu}`,
        ),
      };
    }
  }
}
