import { PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { MessageTemplatesScreen } from '../features/messages/components/MessageTemplatesScreen';

/** /resumeinflux/message-templates: what candidates are sent when they move to Interview, Offer or Rejected. */
export function MessageTemplatesPage() {
  const org = useOrg();
  return (
    <>
      <PageHeader
        title="Message templates"
        lead="Moving an applicant to Interview, Offer or Rejected offers the matching message, filled in and editable before it is sent."
      />
      <MessageTemplatesScreen orgId={org.orgId} />
    </>
  );
}
