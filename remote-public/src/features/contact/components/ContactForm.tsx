import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_TEXT } from 'shared-schemas';
import { useContactForm } from '../hooks/useContactForm';
import './contact.css';

/**
 * The contact page: four required fields, "Send Message" / "Sending...". `noValidate`
 * lets our own checks run so the visitor gets the specified toasts, not the browser's bubbles.
 */
export function ContactForm() {
  const { values, setField, website, setWebsite, sending, sent, submit } = useContactForm();

  return (
    <form className="hg-card contact-form" onSubmit={submit} noValidate aria-label="Contact HireGen" aria-busy={sending}>
      <div className="contact-form-row">
        <div className="hg-field">
          <label htmlFor="contact-name">Name</label>
          <input
            id="contact-name"
            name="name"
            type="text"
            placeholder="Your Name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            required
            value={values.name}
            onChange={(event) => setField('name', event.target.value)}
          />
        </div>
        <div className="hg-field">
          <label htmlFor="contact-email">Email</label>
          <input
            id="contact-email"
            name="email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
            required
            value={values.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </div>
      </div>
      <div className="hg-field">
        <label htmlFor="contact-subject">Subject</label>
        <input
          id="contact-subject"
          name="subject"
          type="text"
          placeholder="What is it about?"
          maxLength={CONTACT_LIMITS.subject}
          required
          value={values.subject}
          onChange={(event) => setField('subject', event.target.value)}
        />
      </div>
      <div className="hg-field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          spellCheck
          placeholder="How can we help?"
          maxLength={CONTACT_LIMITS.message}
          required
          value={values.message}
          onChange={(event) => setField('message', event.target.value)}
        />
      </div>

      {/* Honeypot: people never see or reach it; bots that fill every input give themselves away. */}
      <div className="hg-visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>

      <div className="contact-form-actions">
        <button type="submit" className="hg-button" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        <p className="contact-form-status" role="status" aria-live="polite">
          {sent ? <span className="hg-success-text">{CONTACT_TEXT.sent}</span> : null}
        </p>
      </div>
    </form>
  );
}
