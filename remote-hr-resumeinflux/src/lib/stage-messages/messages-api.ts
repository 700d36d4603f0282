/** HR's side of messages to candidates: the organisation's templates and moving with a message (api). */
import { callApi } from 'shared-auth';
import { type MessageTemplate, type MessageTemplateKind, type PIPELINE_STAGES } from 'shared-schemas';

type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface TemplateRow extends MessageTemplate {
  customised: boolean;
}

export interface TemplateSet {
  templates: TemplateRow[];
  /** What {{organizationName}} and {{senderName}} become, for previews. */
  organizationName: string;
  senderName: string;
}

export function fetchTemplates(orgId: string): Promise<TemplateSet> {
  return callApi<'GET /api/orgs/:orgId/message-templates', TemplateSet>('GET /api/orgs/:orgId/message-templates', { params: { orgId } });
}

export function saveTemplate(orgId: string, kind: MessageTemplateKind, input: { subject: string; body: string }): Promise<TemplateRow> {
  return callApi<'PUT /api/orgs/:orgId/message-templates/:kind', TemplateRow>('PUT /api/orgs/:orgId/message-templates/:kind', {
    params: { orgId, kind },
    json: input,
  });
}

export function resetTemplate(orgId: string, kind: MessageTemplateKind): Promise<TemplateRow> {
  return callApi<'DELETE /api/orgs/:orgId/message-templates/:kind', TemplateRow>('DELETE /api/orgs/:orgId/message-templates/:kind', {
    params: { orgId, kind },
  });
}

/** Moves one applicant and sends the message in the same api transaction. */
export function moveWithMessage(
  applicationId: string,
  stage: PipelineStage,
  message: { kind: MessageTemplateKind; subject: string; body: string },
): Promise<{ messageId: string | null; mailed: boolean }> {
  return callApi('POST /api/applications/:applicationId/stage', { params: { applicationId }, json: { stage, message } });
}
