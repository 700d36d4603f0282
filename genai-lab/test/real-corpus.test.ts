// The real-resume corpus on committed data only: a made-up JSON Resume (fixtures/made-up.resume.json,
// no real person) printed through one JSON Resume theme and one builder template; truth keeps only
// what a design prints; the split is by design; forbidden designs are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JsonResume } from 'genai';
import { createHash } from 'node:crypto';
import { buildRealCorpus, isForbidden, refuseForbidden, selectDesigns } from '../eval/real-corpus/build';
import { FORBIDDEN_DESIGN_DIGESTS, type Design } from '../eval/real-corpus/design';
import { readDocumentText } from '../eval/real-corpus/document-text';
import { allDesigns } from '../eval/real-corpus/families';
import { hasChromium } from '../eval/real-corpus/html-pdf';
import { readManifest } from '../eval/real-corpus/manifest';
import { scoreDocument } from '../eval/real-corpus/score';
import { splitDesigns } from '../eval/real-corpus/split';
import { printedTruth } from '../eval/real-corpus/truth';

const FIXTURE = path.join(__dirname, 'fixtures/made-up.resume.json');
const resume = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as JsonResume;

describe('real-corpus split', () => {
  const designs = allDesigns();
  const splits = splitDesigns(designs);

  it('holds out at least a third of every family, and every design has one split', () => {
    const families = new Set(designs.map((d) => d.family));
    expect(families.size).toBeGreaterThanOrEqual(2);
    for (const family of families) {
      const ids = designs.filter((d) => d.family === family).map((d) => d.id);
      const held = ids.filter((id) => splits.get(id) === 'heldout').length;
      expect(held).toBeGreaterThanOrEqual(Math.ceil(ids.length / 3));
      expect(held).toBeLessThan(ids.length);
    }
    expect(designs.filter((d) => d.family === 'jsonresume-theme').length).toBeGreaterThanOrEqual(15);
  });

  it('depends on the design alone: other families and order do not move a design', () => {
    const reversed = splitDesigns([...designs].reverse());
    const themesOnly = splitDesigns(designs.filter((d) => d.family === 'jsonresume-theme'));
    for (const d of designs) expect(reversed.get(d.id)).toBe(splits.get(d.id));
    for (const [id, split] of themesOnly) expect(split).toBe(splits.get(id));
  });

  it('keeps every design of an earlier batch where it was when a later batch joins', () => {
    const first = designs.filter((d) => (d.batch ?? 1) === 1);
    const before = splitDesigns(first);
    for (const d of first) expect(splits.get(d.id)).toBe(before.get(d.id));
    // A later batch is split on its own, so it too holds out a third of itself.
    const later = designs.filter((d) => (d.batch ?? 1) > 1);
    expect(later.length).toBeGreaterThan(0);
    const laterHeld = later.filter((d) => splits.get(d.id) === 'heldout').length;
    expect(laterHeld).toBe(Math.ceil(later.length / 3));
  });
});

describe('forbidden designs', () => {
  // The real list is digests only, so these tests use made-up names hashed the same way.
  const made = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 16);
  const forbidden = [made('jsonresume-theme-madeup'), made('madeupcv')];

  it('are not among the designs and are refused by name, id or source', () => {
    expect(FORBIDDEN_DESIGN_DIGESTS).toHaveLength(5);
    expect(() => refuseForbidden(allDesigns())).not.toThrow();
    expect(() => refuseForbidden(allDesigns(), ['jsonresume-theme-madeup'], forbidden)).toThrow(/forbidden/i);
    expect(() => refuseForbidden(allDesigns(), ['jsonresume-theme:madeup'], forbidden)).toThrow(/forbidden/i);
    expect(() => refuseForbidden(allDesigns(), ['madeup'], forbidden)).toThrow(/forbidden/i);
    const sneaky = { id: 'latex:cv', source: 'texlive madeupcv.cls' } as Pick<Design, 'id' | 'source'>;
    expect(() => refuseForbidden([sneaky], [], forbidden)).toThrow(/madeupcv/);
    expect(isForbidden('jsonresume-theme-flat', forbidden)).toBe(false);
    expect(() => selectDesigns(allDesigns(), ['no-such-design'])).toThrow(/Unknown design/);
  });

  it('stop a build before anything is rendered', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-corpus-test-'));
    const every = allDesigns();
    // A design whose source names a forbidden package stops the build before anything renders.
    const tainted = { ...every[0]!, id: 'jsonresume-theme:madeup', source: 'npm jsonresume-theme-madeup' };
    expect(() => refuseForbidden([tainted], [], forbidden)).toThrow(/forbidden/i);
    await expect(buildRealCorpus({ dir, designs: ['no-such-design'] })).rejects.toThrow(/Unknown design/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('printed truth', () => {
  it('keeps a value only when the text holds it, dates at the printed precision', () => {
    const text =
      'Quillon Varnesse quillon.varnesse@example.org Tallowmere, Ontario (ca)\nSenior Hydrology Data Engineer, Fernwick Water Board Mar 2021 - Present\nData Engineer Ossary Analytics 2017 - 2021\nPostgreSQL';
    const truth = printedTruth(resume, [text]);
    expect(truth.basics.name).toBe('Quillon Varnesse');
    expect(truth.basics.phone).toBeUndefined();
    expect(truth.basics.summary).toBeUndefined();
    expect(truth.basics.location).toEqual({ city: 'Tallowmere', region: 'Ontario', country: undefined });
    expect(truth.work.map((w) => [w.startDate, w.endDate])).toEqual([
      ['2021-03', 'present'],
      ['2017', '2021'],
    ]);
    expect(truth.work[0]!.highlights).toEqual([]);
    expect(truth.education).toEqual([]);
    expect(truth.skills).toContain('PostgreSQL');
    expect(truth.skills).not.toContain('Pandas');
  });

  it('does not take a place found only inside other printed values (a school, a bullet) for the printed location', () => {
    const placed = {
      ...resume,
      basics: { ...resume.basics, location: { city: 'Tallowmere' } },
      education: [{ institution: 'Tallowmere Institute of Technology', area: 'Hydrology' }],
    } as JsonResume;
    // The design leaves the location out; the city occurs only in the school's name.
    expect(printedTruth(placed, ['Quillon Varnesse\nTallowmere Institute of Technology\nHydrology']).basics.location).toBeUndefined();
    // Printed as the location too: one more time than the school accounts for.
    expect(printedTruth(placed, ['Quillon Varnesse\nTallowmere\nTallowmere Institute of Technology\nHydrology']).basics.location).toEqual({
      city: 'Tallowmere',
    });
  });

  it('takes a link only where it stands apart from the email that holds its domain', () => {
    const linked = { ...resume, basics: { ...resume.basics, email: 'quill@varnesse.dev', url: 'https://varnesse.dev/' } } as JsonResume;
    // The design prints the email alone: its domain is no printed link.
    expect(printedTruth(linked, ['Quillon Varnesse\nquill@varnesse.dev\nHydrology']).basics.url).toBeUndefined();
    expect(printedTruth(linked, ['Quillon Varnesse\nquill@varnesse.dev  varnesse.dev\nHydrology']).basics.url).toBe('https://varnesse.dev/');
  });

  it("takes a country code for the location only where it stands as one, not inside an employer's name", () => {
    const coded = {
      ...resume,
      basics: { ...resume.basics, location: { city: 'Tallowmere', countryCode: 'US' } },
      work: [{ name: 'Fernwick-US', position: 'Analyst' }],
    } as JsonResume;
    // Only "Fernwick-US" holds the code: the design prints the city alone.
    expect(printedTruth(coded, ['Quillon Varnesse\nTallowmere\nAnalyst, Fernwick-US']).basics.location).toEqual({ city: 'Tallowmere' });
    expect(printedTruth(coded, ['Quillon Varnesse\nTallowmere, US\nAnalyst, Fernwick-US']).basics.location).toMatchObject({
      city: 'Tallowmere',
      country: 'US',
    });
  });

  it('takes a skill only from a skills list the design prints, not from the words of a bullet', () => {
    const skilled = {
      ...resume,
      work: [{ name: 'Fernwick Water Board', position: 'Data Engineer', highlights: ['Moved the gauges to PostgreSQL'] }],
      skills: [{ name: 'Databases', keywords: ['PostgreSQL'] }],
    } as JsonResume;
    // The design prints no skills: "PostgreSQL" stands only inside the bullet.
    expect(printedTruth(skilled, ['Quillon Varnesse\nData Engineer, Fernwick Water Board\nMoved the gauges to PostgreSQL']).skills).toEqual([]);
    // Printed as a skill too: once more than the bullet accounts for.
    expect(
      printedTruth(skilled, ['Quillon Varnesse\nData Engineer, Fernwick Water Board\nMoved the gauges to PostgreSQL\nDatabases: PostgreSQL']).skills,
    ).toEqual(['Databases', 'PostgreSQL']);
  });

  it('reads a DOCX page header and footer as the document prints them (mammoth reads the body only)', async () => {
    const { Document, Footer, Header, Packer, Paragraph } = await import('docx');
    const doc = new Document({
      sections: [
        {
          headers: { default: new Header({ children: [new Paragraph('Quillon Varnesse | quillon@mail.example | Tallowmere, ON')] }) },
          footers: { default: new Footer({ children: [new Paragraph('References on request')] }) },
          children: [new Paragraph('Experience'), new Paragraph('Analyst, Fernwick Water Board')],
        },
      ],
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'real-corpus-docx-')), 'header.docx');
    fs.writeFileSync(file, await Packer.toBuffer(doc));
    const { readings } = await readDocumentText(file, 'docx');
    expect(readings[0]).toContain('Fernwick Water Board');
    expect(readings[0]).not.toContain('quillon@mail.example');
    expect(readings[1]).toBe('Quillon Varnesse | quillon@mail.example | Tallowmere, ON\nReferences on request');
  });

  it('scores a parse against it per field', () => {
    const oneRole = { ...resume, work: resume.work.slice(0, 1) } as JsonResume;
    const truth = printedTruth(oneRole, ['Quillon Varnesse\nFernwick Water Board Mar 2021 - Present\nSkills: PostgreSQL, Pandas']);
    const parsed = {
      basics: { name: 'Quillon Varnesse', email: '', phone: '', url: '', location: { raw: '' }, profiles: [] },
      work: [{ name: 'Fernwick Water Board', position: 'Lead', startDate: '2021-04', endDate: '', current: true, highlights: [] }],
      education: [],
      skills: [{ name: 'Skills', keywords: ['PostgreSQL', 'Docker'] }],
      projects: [],
      certificates: [],
    } as JsonResume;
    const tally = scoreDocument(truth, parsed);
    expect(tally.name).toEqual([1, 1]);
    expect(tally.pairing).toEqual([1, 1]);
    expect(tally.start).toEqual([0, 1]);
    expect(tally['current-end']).toEqual([1, 1]);
    expect(tally['skills-recall']).toEqual([1, 2]);
    expect(tally.phone).toEqual([0, 0]);
    expect(tally['skills-precision']).toEqual([1, 2]);
  });
});

(hasChromium() ? describe : describe.skip)('rendering (needs Chromium; installs the pinned themes into the corpus cache once)', () => {
  jest.setTimeout(600_000);

  it('a theme and a builder template print the made-up resume, and truth drops what the theme leaves out', async () => {
    const resumesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-corpus-resumes-'));
    fs.copyFileSync(FIXTURE, path.join(resumesDir, '001-made-up.resume.json'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-corpus-test-'));
    const result = await buildRealCorpus({ dir, resumesDir, designs: ['techlead', 'classic'], jobs: 1 });
    expect(result.failures).toEqual({});
    const docs = readManifest(dir)!.documents;
    expect(docs.map((d) => d.id).sort()).toEqual([
      '001-made-up~builder:classic~docx',
      '001-made-up~builder:classic~pdf',
      '001-made-up~jsonresume-theme:techlead~pdf',
    ]);
    const splits = splitDesigns(allDesigns());
    for (const doc of docs) {
      expect(doc.split).toBe(splits.get(doc.design));
      expect(doc.truth.basics.name).toBe('Quillon Varnesse');
      expect(doc.truth.work.map((w) => w.company)).toEqual(['Fernwick Water Board', 'Ossary Analytics']);
      const text = await readDocumentText(path.join(dir, doc.file), doc.format);
      expect(text.readings.join(' ')).toContain('Fernwick Water Board');
    }
    const theme = docs.find((d) => d.design === 'jsonresume-theme:techlead')!;
    const builderPdf = docs.find((d) => d.id.endsWith('builder:classic~pdf'))!;
    expect(theme.pages).toBeGreaterThanOrEqual(1);
    expect(builderPdf.pages).toBeGreaterThanOrEqual(1);
    // techlead prints no bullets and no summary: the JSON's are not truth for it, but are for the builder.
    expect(theme.truth.work[0]!.highlights).toEqual([]);
    expect(theme.truth.basics.summary).toBeUndefined();
    expect(builderPdf.truth.work[0]!.highlights).toHaveLength(2);
    expect(builderPdf.truth.basics.summary).toBeDefined();
    // A second build renders nothing again.
    const again = await buildRealCorpus({ dir, resumesDir, designs: ['techlead', 'classic'], jobs: 1 });
    expect(again.cached).toBe(3);
  });
});
