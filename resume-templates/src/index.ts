// resume-templates: JSON Resume → PDF / DOCX with ATS-safe templates. Browser- and Node-safe: no
// React, no DOM, no fs here (Node's font loader is in `resume-templates/node`, the browser's in
// `resume-templates/browser`).
export type { JsonResume } from './model/json-resume';
export { readJsonResume, ResumeInputError, RESUME_LIMITS, cleanText } from './model/read-json-resume';
export { layoutResume, SECTION_HEADINGS, SECTION_ORDER } from './layout/resume-layout';
export type { ResumeLayout, LayoutSection, LayoutBlock, EntryBlock, TextBlock, RowsBlock, SectionId } from './layout/resume-layout';
export { formatDate, formatDateRange } from './layout/format-dates';
export { listTemplates, findTemplate, getTemplate, UnknownTemplateError, TEMPLATES } from './templates/template-catalog';
export type { TemplateInfo, ResumeTemplate, TemplateStyle } from './templates/template-catalog';
export { FONT_FILES, cachedFontLoader } from './fonts/font-files';
export type { FontFile, FontLoader } from './fonts/font-files';
export { renderResume, renderResumePdf, renderResumeDocx, drawResumePages, resumeFileName, MIME_TYPES } from './render-resume';
export type { ExportFormat, RenderOptions, RenderedResume } from './render-resume';
export { MAX_PAGES } from './pdf/render-pdf';
export type { PageSize } from './pdf/render-pdf';
// Bold, italic and links inside bullets and summaries (the Markdown subset the templates draw).
export { parseInline, inlinePlainText, hasInlineMarkup, escapeInline } from 'shared-schemas';
export type { InlineRun } from 'shared-schemas';
export { drawPdfPages } from './pdf/render-pdf';
export type { DrawOp, PageDrawing, PdfDrawing } from './pdf/render-pdf';
// Cover letters in a resume's template (the same header, fonts and colours).
export { renderLetter, drawLetter, letterFileName } from './render-letter';
export type { LetterInput } from './render-letter';
