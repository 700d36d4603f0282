import { useState, type FormEvent } from 'react';
import { CONTACT_TEXT, validateContactMessage, type ContactField, type ContactMessage } from 'shared-schemas';
import { notifyCorner } from 'shared-ui';
import { ContactSendError, sendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form's states: idle → sending → sent (fields cleared, note stays) or failed (fields
 * kept, button re-enabled). Validation and failure messages are corner toasts; a valid attempt
 * clears the earlier ones, so a success line never stands beside a stale "Invalid email format.".
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const setField = (field: ContactField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = validateContactMessage(values);
    if (!checked.ok) {
      notifyCorner.error(checked.message);
      return;
    }
    notifyCorner.dismissAll();
    setSending(true);
    try {
      await sendContactMessage(checked.value, { website: website.trim() });
      setValues(EMPTY);
      setWebsite('');
      setSent(true);
    } catch (error) {
      console.error('Sending the contact message failed:', error);
      setSent(false);
      notifyCorner.error(error instanceof ContactSendError ? error.message : CONTACT_TEXT.sendFailed);
    } finally {
      setSending(false);
    }
  }

  return { values, setField, website, setWebsite, sending, sent, submit };
}
