/**
 * The builder's own templates (workspace package resume-templates), PDF and DOCX. A JSON Resume
 * reaches them the way the product's builder import takes a resume.json: remote-candidate's
 * normalizeResume (known sections as lists, `website` read as `url`, sizes capped), then the
 * template's own readJsonResume inside renderResume.
 */
import { listTemplates, nodeFontLoader, renderResume } from 'resume-templates/node';
import { normalizeResume } from '../../../../remote-candidate/src/lib/resume-model/normalize-resume';
import type { JsonResume } from '../../../src/resume/json-resume';
import type { Design, RenderOptions } from '../design';

function templateDesign(template: string): Design {
  return {
    id: `builder:${template}`,
    family: 'builder',
    formats: ['pdf', 'docx'],
    source: `resume-templates template "${template}"`,
    async render(resume: JsonResume, options: RenderOptions): Promise<Buffer> {
      const imported = normalizeResume(structuredClone(resume));
      const rendered = await renderResume(imported, options.format, { template, fonts: nodeFontLoader, pageSize: options.pageSize });
      return Buffer.from(rendered.bytes);
    },
  };
}

export const builderDesigns: Design[] = listTemplates().map((t) => templateDesign(t.id));
