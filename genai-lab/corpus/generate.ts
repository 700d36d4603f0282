/**
 * `npm run corpus -w genai-lab`: renders the corpus into genai-lab/corpus/generated/ from structured truth.
 * 322 resumes: 224 = 14 professions × 16 over 16 layouts and three generators (HTML printed by
 * Chromium, DOCX written with `docx`, and that DOCX converted to PDF by LibreOffice when
 * `soffice` is installed; without it those resumes stay DOCX and the manifest says so), then 42
 * rendered by the builder's own templates (resume-templates, PDF and DOCX), then 56 carrying the
 * parser hazards of parser-hazards.ts. `--append` renders only files not yet generated.
 * The split into tune and held-out parts is a fixed hash of the id, so it never changes when
 * the parser changes. Same seed, same files (apart from PDF timestamps).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { COUNTRIES } from './countries';
import { PROFESSIONS, PROFESSION_BY_ID } from './professions';
import { hashString, makeRng } from './random';
import { DOCX_LAYOUTS, renderDocx, type DocxLayout } from './render-docx';
import { HTML_LAYOUTS, renderHtml, type HtmlLayout } from './render-html';
import { makeTruth, type CorpusTruth } from './truth';
import { alignTruthToTemplate, renderTemplate, templateIds } from './render-template';
import { applyParserHazards, PARSER_HAZARDS } from './parser-hazards';

export const CORPUS_SEED = 20261123;
export const GENERATED_DIR = path.resolve(__dirname, 'generated');
const PER_PROFESSION = 16;
/** Resumes rendered by the builder's templates, after the 224 (so adding them changed none of those). */
const TEMPLATE_RESUMES = 42;
/** Resumes carrying the parser hazards found by the template round trip (after the templates'). */
const HAZARD_RESUMES = 56;
const HAZARD_SEED_OFFSET = 15;
const NO_SUMMARY_LAYOUTS = new Set(['one-line', 'europass']);
const LAYOUTS: string[] = [...HTML_LAYOUTS, ...DOCX_LAYOUTS];
const HIDDEN_KINDS = ['hidden-white', 'hidden-tiny', 'hidden-offpage', 'hidden-clipped'];
const LAUNCH_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const LAYOUT_HAZARDS: Record<string, string[]> = {
  'sidebar-left': ['two-columns'],
  'sidebar-right': ['two-columns'],
  'table-grid': ['table'],
  europass: ['label-column'],
  icons: ['icons'],
  tiny: ['tiny-font', 'one-line-role'],
  'running-header': ['header-footer', 'two-pages'],
  'company-first': ['company-first'],
  'one-line': ['one-line-role'],
  'dates-left': ['dates-column'],
  'no-experience-heading': ['no-experience-heading'],
  banner: ['dark-banner'],
  'docx-table': ['table'],
  'docx-compact': ['no-heading-styles'],
};

export function splitOf(id: string): CorpusTruth['split'] {
  return hashString(`${CORPUS_SEED}:${id}`) % 2 === 0 ? 'tune' : 'held-out';
}

export function buildTruths(): CorpusTruth[] {
  const rng = makeRng(CORPUS_SEED);
  const truths: CorpusTruth[] = [];
  let n = 0;
  for (let round = 0; round < PER_PROFESSION; round++) {
    for (const [p, profession] of PROFESSIONS.entries()) {
      const layout = LAYOUTS[(round + p * 5) % LAYOUTS.length]!;
      const id = `r${String(n++).padStart(3, '0')}-${profession.id}`;
      const country = COUNTRIES[(round * 3 + p) % COUNTRIES.length]!;
      const isDocx = layout.startsWith('docx-');
      const generator: CorpusTruth['generator'] = isDocx ? (rng.chance(0.5) ? 'docx' : 'libreoffice-pdf') : 'chromium-html';
      const truth = makeTruth({ id, profession, country, layout, generator, split: splitOf(id), rng });
      truth.hazards.push(...(LAYOUT_HAZARDS[layout] ?? []));
      if (truth.roles.some((r) => r.bullets.some((b) => b.length > 110))) truth.hazards.push('wrapped-bullets');
      if (truth.roles.some((r, i) => truth.roles[i + 1]?.company === r.company)) truth.hazards.push('several-roles-one-company');
      // Stuffing: hidden text (white, 1 pt, off-page, clipped) or a visible keyword dump for another profession's job.
      const roll = rng.next();
      if (roll < 0.16) {
        const targets = PROFESSIONS.filter((t) => t.id !== profession.id && !profession.neighbours.includes(t.id));
        const target = rng.pick(targets);
        truth.stuffedFor = target.id;
        const keywords = `${target.titles.mid.join(' ')} ${target.titles.senior[0]} ${target.skills.join(' ')}`;
        if (roll < 0.12) {
          truth.hiddenText = `${keywords} ${keywords}`;
          truth.hazards.push(isDocx ? 'hidden-white' : rng.pick(HIDDEN_KINDS));
        } else {
          truth.skills = [...truth.skills, ...target.skills.filter((s) => !truth.skills.includes(s))];
          truth.hazards.push('keyword-stuffing');
        }
      }
      truths.push(truth);
    }
  }
  const templates = templateIds();
  for (let i = 0; i < TEMPLATE_RESUMES; i++) {
    const profession = PROFESSIONS[i % PROFESSIONS.length]!;
    const id = `r${String(n++).padStart(3, '0')}-${profession.id}`;
    const template = templates[i % templates.length]!;
    const generator: CorpusTruth['generator'] = i % 3 === 2 ? 'template-docx' : 'template-pdf';
    const truth = makeTruth({
      id,
      profession,
      country: COUNTRIES[(i * 5) % COUNTRIES.length]!,
      layout: `template-${template}`,
      generator,
      split: splitOf(id),
      rng,
    });
    alignTruthToTemplate(truth);
    if (truth.roles.some((r) => r.bullets.some((b) => b.length > 110))) truth.hazards.push('wrapped-bullets');
    truths.push(truth);
  }
  truths.push(...hazardTruths(n));
  return truths;
}

/**
 * The parser-hazard batch (parser-hazards.ts), after the 266 with a random stream of its own so
 * adding it changed none of them: every HTML and DOCX layout, three hazards each.
 */
function hazardTruths(firstNumber: number): CorpusTruth[] {
  const rng = makeRng(CORPUS_SEED + HAZARD_SEED_OFFSET);
  const out: CorpusTruth[] = [];
  for (let i = 0; i < HAZARD_RESUMES; i++) {
    const profession = PROFESSIONS[i % PROFESSIONS.length]!;
    const id = `r${String(firstNumber + i).padStart(3, '0')}-${profession.id}`;
    const layout = LAYOUTS[(i * 7 + 2) % LAYOUTS.length]!;
    const isDocx = layout.startsWith('docx-');
    const generator: CorpusTruth['generator'] = isDocx ? (i % 2 === 0 ? 'docx' : 'libreoffice-pdf') : 'chromium-html';
    const truth = makeTruth({ id, profession, country: COUNTRIES[(i * 5 + 1) % COUNTRIES.length]!, layout, generator, split: splitOf(id), rng });
    truth.hazards.push(...(LAYOUT_HAZARDS[layout] ?? []));
    // Layouts that print no summary cannot carry a skills list in it.
    const possible = PARSER_HAZARDS.filter((h) => h !== 'summary-skills' || !NO_SUMMARY_LAYOUTS.has(layout));
    applyParserHazards(truth, rng.sample(possible, 3), rng);
    if (truth.roles.some((r) => r.bullets.some((b) => b.length > 110))) truth.hazards.push('wrapped-bullets');
    out.push(truth);
  }
  return out;
}

function pageFormat(country: string): 'Letter' | 'A4' {
  return country === 'us' || country === 'ca' ? 'Letter' : 'A4';
}

async function main(): Promise<void> {
  // --append renders only the documents not already generated (the committed files stay byte for byte).
  const append = process.argv.includes('--append');
  if (!append) fs.rmSync(GENERATED_DIR, { recursive: true, force: true });
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  const allTruths = buildTruths();
  const fileOf = (t: CorpusTruth) => `${t.id}.${t.generator === 'docx' || t.generator === 'template-docx' ? 'docx' : 'pdf'}`;
  const truths = append ? allTruths.filter((t) => !fs.existsSync(path.join(GENERATED_DIR, fileOf(t)))) : allTruths;
  const hasSoffice = (() => {
    try {
      execFileSync('soffice', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_FLAGS });
  const page = await browser.newPage();
  const toConvert: string[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-corpus-'));
  for (const truth of truths) {
    const rng = makeRng(hashString(truth.id));
    if (truth.generator === 'template-pdf' || truth.generator === 'template-docx') {
      const format = truth.generator === 'template-pdf' ? 'pdf' : 'docx';
      fs.writeFileSync(path.join(GENERATED_DIR, `${truth.id}.${format}`), await renderTemplate(truth, truth.layout.replace(/^template-/, ''), format));
    } else if (truth.generator === 'chromium-html') {
      const { html, header, footer } = renderHtml(truth, truth.layout as HtmlLayout, rng);
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({
        format: pageFormat(truth.country),
        printBackground: true,
        margin: header ? { top: '60px', bottom: '60px', left: '48px', right: '48px' } : { top: '40px', bottom: '40px', left: '44px', right: '44px' },
        displayHeaderFooter: !!header,
        headerTemplate: header ?? '<span></span>',
        footerTemplate: footer ?? '<span></span>',
      });
      fs.writeFileSync(path.join(GENERATED_DIR, `${truth.id}.pdf`), pdf);
    } else {
      const bytes = await renderDocx(truth, truth.layout as DocxLayout, rng);
      if (truth.generator === 'libreoffice-pdf' && hasSoffice) {
        fs.writeFileSync(path.join(tmp, `${truth.id}.docx`), bytes);
        toConvert.push(path.join(tmp, `${truth.id}.docx`));
      } else {
        if (truth.generator === 'libreoffice-pdf') truth.generator = 'docx';
        fs.writeFileSync(path.join(GENERATED_DIR, `${truth.id}.docx`), bytes);
      }
    }
  }
  await browser.close();
  if (toConvert.length) {
    execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${tmp}/profile`, '--convert-to', 'pdf', '--outdir', GENERATED_DIR, ...toConvert], {
      stdio: 'ignore',
      timeout: 600_000,
    });
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const truth of truths) fs.writeFileSync(path.join(GENERATED_DIR, `${truth.id}.truth.json`), `${JSON.stringify(truth, null, 1)}\n`);
  const manifest = allTruths.map((t) => ({
    id: t.id,
    file: `${t.id}.${t.generator === 'docx' || t.generator === 'template-docx' ? 'docx' : 'pdf'}`,
    split: t.split,
    profession: t.profession,
    layout: t.layout,
    generator: t.generator,
    country: t.country,
    hazards: t.hazards,
  }));
  fs.writeFileSync(path.join(GENERATED_DIR, 'manifest.json'), `${JSON.stringify({ seed: CORPUS_SEED, documents: manifest }, null, 1)}\n`);
  const count = (key: 'split' | 'generator' | 'layout') =>
    Object.entries(manifest.reduce<Record<string, number>>((acc, m) => ({ ...acc, [m[key]]: (acc[m[key]] ?? 0) + 1 }), {}))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  console.log(`${manifest.length} resumes in ${GENERATED_DIR}\n  split: ${count('split')}\n  generator: ${count('generator')}\n  layouts: ${count('layout')}`);
  void PROFESSION_BY_ID;
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
