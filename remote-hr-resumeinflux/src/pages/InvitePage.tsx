import { useParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { InviteAcceptScreen } from '../features/organisation/components/InviteAcceptScreen';

/** /resumeinflux/invite/:token: public, so a colleague can sign up first and then join. */
export default function InvitePage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageHeader title="Join your team on resumeinflux" lead="Your colleague invited you to their organisation’s hiring." />
      <InviteAcceptScreen token={token} />
    </>
  );
}
