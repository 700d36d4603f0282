/**
 * The builder's own templates (workspace package resume-templates), PDF and DOCX. A JSON Resume
 * reaches them the way the product's builder import takes a resume.json: what remote-candidate's
 * normalizeResume does to it (lib/resume-model/normalize-resume.ts; genai may not import an app,
 * so the steps that change what prints are repeated here: `website` read as `url`, text and lists
 * capped), then the template's own readJsonResume inside renderResume.
 */
import { listTemplates, nodeFontLoader, renderResume } from 'resume-templates/node';
import type { JsonResume } from 'genai';
import type { Design, RenderOptions } from '../design';

/** normalize-resume.ts's caps (MAX_TEXT, MAX_ENTRIES, MAX_LIST). */
const MAX_TEXT = 4000;
const MAX_ENTRIES = 60;
const MAX_LIST = 60;

function capped(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.slice(0, MAX_TEXT);
  if (Array.isArray(value)) return value.slice(0, depth === 1 ? MAX_ENTRIES : MAX_LIST).map((v) => capped(v, depth + 1));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capped(v, depth + 1)]));
  return value;
}

/** The resume as the builder's import stores it. */
export function asBuilderImport(resume: JsonResume): unknown {
  const copy = capped(structuredClone(resume)) as Record<string, unknown>;
  const basics = (typeof copy.basics === 'object' && copy.basics !== null ? copy.basics : {}) as Record<string, unknown>;
  copy.basics = { ...basics, url: basics.url ?? basics.website ?? '' };
  return copy;
}

function templateDesign(template: string): Design {
  return {
    id: `builder:${template}`,
    family: 'builder',
    formats: ['pdf', 'docx'],
    source: `resume-templates template "${template}"`,
    async render(resume: JsonResume, options: RenderOptions): Promise<Buffer> {
      const imported = asBuilderImport(resume);
      const rendered = await renderResume(imported, options.format, { template, fonts: nodeFontLoader, pageSize: options.pageSize });
      return Buffer.from(rendered.bytes);
    },
  };
}

export const builderDesigns: Design[] = listTemplates().map((t) => templateDesign(t.id));
