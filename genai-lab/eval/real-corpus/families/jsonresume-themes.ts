/**
 * JSON Resume themes from npm, printed by Chromium: the HTML designs people actually publish their
 * resume.json through. The themes are not genai dependencies (that would slow the product's
 * `npm ci`): their exact versions are pinned in ../themes/package.json and package-lock.json, and
 * the first render installs them into the corpus cache with `npm ci --ignore-scripts`.
 * Themes print HTML only, so their one format is PDF.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { JsonResume } from 'genai';
import { isForbidden, type Design, type RenderOptions } from '../design';
import { printHtml } from '../html-pdf';
import { realCorpusDir } from '../paths';

const THEMES_SOURCE_DIR = path.resolve(__dirname, '../themes');

/** The themes, with the shape each prints (why it is in the set) and the batch it joined in. */
export const THEMES: { name: string; shape: string; batch?: number }[] = [
  { name: 'flat', shape: 'one column, section labels in a left gutter' },
  { name: 'macchiato', shape: 'one column, dates right, icons' },
  { name: 'class', shape: 'one column, centred header' },
  { name: 'paper', shape: 'one column on a card, dates right' },
  { name: 'short', shape: 'one column, dense' },
  { name: 'spartan', shape: 'one column, minimal' },
  { name: 'caffeine', shape: 'two columns, contact sidebar left' },
  { name: 'onepage', shape: 'one page, labels left' },
  { name: 'slick', shape: 'one column, large headings' },
  { name: 'actual', shape: 'one column, dates left' },
  { name: 'eloquent', shape: 'two columns, sidebar' },
  { name: 'pumpkin', shape: 'one column, coloured banner' },
  { name: 'simple-red', shape: 'one column, red headings' },
  { name: 'autumn', shape: 'one column, dates right' },
  { name: 'rocketspacer', shape: 'two columns, sidebar' },
  { name: 'direct', shape: 'grid, dates in a left column' },
  { name: 'latte', shape: 'one column, header band' },
  { name: 'spartacus', shape: 'one column, bold header' },
  { name: 'compact', shape: 'one column, compact' },
  { name: 'contempo', shape: 'title-first entries, dates right' },
  { name: 'standard-resume', shape: 'one column, company-first, title | dates' },
  { name: 'techlead', shape: 'one-line roles: title - company. dates' },
  { name: 'modern', shape: 'one column, boxed sections' },
  // Batch 2 (29 Nov 2026): shapes the first batch lacks.
  { name: 'crisp', shape: 'title-only roles, large coloured headings', batch: 2 },
  { name: 'minyma', shape: 'centred header, skills as pills', batch: 2 },
  { name: 'mantra', shape: 'employer, then dates, then title on three lines; contact table', batch: 2 },
  { name: 'tachyons-clean', shape: 'plain HTML lists, dashes in skill lists', batch: 2 },
  { name: 'projects', shape: 'roles grouped under their employer on a timeline, section labels left', batch: 2 },
  { name: 'msresume', shape: 'title-only roles, dates as list items beside the role summary', batch: 2 },
  { name: 'jacrys', shape: 'shaded boxes: employer, place and dates over the title', batch: 2 },
  { name: 'full', shape: 'small type, dates right of the title, labelled skill rows', batch: 2 },
  { name: 'boilerplate', shape: 'label–value tables for contact and place, dates over the title', batch: 2 },
];

interface ThemeModule {
  render(resume: unknown): string | Promise<string>;
}

const pinned = JSON.parse(fs.readFileSync(path.join(THEMES_SOURCE_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

let installed: Promise<string> | undefined;

/** Installs the pinned themes into <cache>/themes once (re-installs when the lockfile changes). */
export function ensureThemesInstalled(cacheDir = realCorpusDir()): Promise<string> {
  installed ??= (async () => {
    const dir = path.join(cacheDir, 'themes');
    const lock = fs.readFileSync(path.join(THEMES_SOURCE_DIR, 'package-lock.json'));
    const stamp = crypto.createHash('sha256').update(lock).digest('hex');
    const stampFile = path.join(dir, '.installed-lock-sha256');
    if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(THEMES_SOURCE_DIR, 'package.json'), path.join(dir, 'package.json'));
    fs.writeFileSync(path.join(dir, 'package-lock.json'), lock);
    try {
      await promisify(execFile)('npm', ['ci', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: dir,
        maxBuffer: 16 << 20,
      });
    } catch (error) {
      throw new Error(
        `Installing the JSON Resume themes into ${dir} failed (npm ci needs the npm registry once): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    fs.writeFileSync(stampFile, stamp);
    return dir;
  })();
  installed.catch(() => {
    installed = undefined;
  });
  return installed;
}

/**
 * Themes print debugging output (a date, a profile) and moment's deprecation warnings that quote a
 * person's values: those must never reach a log, so the console is muted while a theme runs.
 */
let muted = 0;
const saved = { log: console.log, warn: console.warn, error: console.error, info: console.info };
async function quietly<T>(work: () => T | Promise<T>): Promise<T> {
  if (muted++ === 0) console.log = console.warn = console.error = console.info = () => undefined;
  try {
    return await work();
  } finally {
    if (--muted === 0) Object.assign(console, saved);
  }
}

/**
 * A copy (themes may edit what they are given) with the lists and objects many themes assume
 * (basics.profiles, basics.location, the sections) present, empty when the resume has none:
 * it prints nothing more, and a resume without profiles no longer crashes a theme.
 */
export function withEmptySections(resume: JsonResume): JsonResume {
  const copy = structuredClone(resume) as unknown as Record<string, unknown>;
  const basics = (copy.basics ??= {}) as Record<string, unknown>;
  basics.profiles ??= [];
  basics.location ??= {};
  for (const section of [
    'work',
    'volunteer',
    'education',
    'awards',
    'certificates',
    'publications',
    'skills',
    'languages',
    'interests',
    'references',
    'projects',
  ]) {
    copy[section] ??= [];
    for (const entry of Array.isArray(copy[section]) ? (copy[section] as unknown[]) : []) {
      if (typeof entry !== 'object' || entry === null) continue;
      const e = entry as Record<string, unknown>;
      if (section === 'skills' || section === 'interests') e.keywords ??= [];
      if (section === 'work' || section === 'volunteer' || section === 'projects') e.highlights ??= [];
      if (section === 'education') e.courses ??= [];
    }
  }
  return copy as unknown as JsonResume;
}

function themeDesign(name: string, batch?: number): Design {
  const pkg = `jsonresume-theme-${name}`;
  const version = pinned.dependencies[pkg];
  if (!version) throw new Error(`${pkg} is not pinned in genai-lab/eval/real-corpus/themes/package.json`);
  if (isForbidden(pkg)) throw new Error(`${pkg} is a forbidden design`);
  return {
    id: `jsonresume-theme:${name}`,
    family: 'jsonresume-theme',
    formats: ['pdf'],
    source: `npm ${pkg}@${version}`,
    ...(batch === undefined ? {} : { batch }),
    async render(resume: JsonResume, options: RenderOptions): Promise<Buffer> {
      if (options.format !== 'pdf') throw new Error(`${pkg} prints HTML, so only PDF`);
      const dir = await ensureThemesInstalled();
      const theme = createRequire(path.join(dir, 'package.json'))(pkg) as ThemeModule;
      const html = await quietly(() => theme.render(withEmptySections(resume)));
      if (typeof html !== 'string' || !html.trim()) throw new Error(`${pkg} rendered no HTML`);
      return printHtml(html, options.pageSize);
    },
  };
}

export const jsonResumeThemeDesigns: Design[] = THEMES.map((t) => themeDesign(t.name, t.batch));
