import { PrivacyPolicy } from '../../features/privacy/components/PrivacyPolicy';
import { PrivacySidebar } from '../../features/privacy/components/PrivacySidebar';
import { usePrivacyEmail } from '../../features/privacy/hooks/usePrivacyEmail';
import { useScrollToHash } from '../../hooks/useScrollToHash';

/** /privacy-policy: the policy with its section sidebar. */
export default function PrivacyPolicyPage() {
  const privacyEmail = usePrivacyEmail();
  useScrollToHash();
  return (
    <div className="privacy-layout">
      <PrivacySidebar />
      <PrivacyPolicy privacyEmail={privacyEmail} />
    </div>
  );
}
