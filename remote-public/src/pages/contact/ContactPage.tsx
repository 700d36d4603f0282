import { PageHeader } from 'shared-ui';
import { ContactAside } from '../../features/contact/components/ContactAside';
import { ContactForm } from '../../features/contact/components/ContactForm';

/** /contact: the contact form. */
export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" lead="We'd love to hear from you! Fill out the form below and our team will get back to you shortly." />
      <div className="contact-layout">
        <ContactForm />
        <ContactAside />
      </div>
    </>
  );
}
