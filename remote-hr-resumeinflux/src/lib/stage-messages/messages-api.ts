/** HR's side of messages to candidates: the organisation's templates and moving with a message (api). */
import { apiFetch } from 'shared-auth';
import { MESSAGE_ANSWERS, type MessageTemplate, type MessageTemplateKind, type PIPELINE_STAGES } from 'shared-schemas';

type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface TemplateRow extends MessageTemplate {
  customised: boolean;
}

const base = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/message-templates`;

export interface TemplateSet {
  templates: TemplateRow[];
  /** What {{organizationName}} and {{senderName}} become, for previews. */
  organizationName: string;
  senderName: string;
}

export function fetchTemplates(orgId: string): Promise<TemplateSet> {
  return apiFetch<TemplateSet>(base(orgId), { answer: MESSAGE_ANSWERS.templates });
}

export function saveTemplate(orgId: string, kind: MessageTemplateKind, input: { subject: string; body: string }): Promise<TemplateRow> {
  return apiFetch<TemplateRow>(`${base(orgId)}/${kind}`, { method: 'PUT', json: input, answer: MESSAGE_ANSWERS.saveTemplate });
}

export function resetTemplate(orgId: string, kind: MessageTemplateKind): Promise<TemplateRow> {
  return apiFetch<TemplateRow>(`${base(orgId)}/${kind}`, { method: 'DELETE', answer: MESSAGE_ANSWERS.resetTemplate });
}

/** Moves one applicant and sends the message in the same api transaction. */
export function moveWithMessage(
  applicationId: string,
  stage: PipelineStage,
  message: { kind: MessageTemplateKind; subject: string; body: string },
): Promise<{ messageId: string | null; mailed: boolean }> {
  return apiFetch(`/api/applications/${encodeURIComponent(applicationId)}/stage`, { json: { stage, message }, answer: MESSAGE_ANSWERS.moveStage });
}
