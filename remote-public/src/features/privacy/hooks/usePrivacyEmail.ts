import { useEffect, useState } from 'react';
import { DEFAULT_PRIVACY_EMAIL, fetchPrivacyEmail } from '../api/fetch-privacy-email';

/** The configured privacy contact; the default until the runtime config has answered. */
export function usePrivacyEmail(): string {
  const [email, setEmail] = useState(DEFAULT_PRIVACY_EMAIL);
  useEffect(() => {
    let active = true;
    void fetchPrivacyEmail().then((configured) => {
      if (active) setEmail(configured);
    });
    return () => {
      active = false;
    };
  }, []);
  return email;
}
