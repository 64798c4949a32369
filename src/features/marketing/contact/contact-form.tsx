import { useId } from 'react';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@/domain/contact';
import { ContactField } from './contact-field';
import { useContactForm } from './use-contact-form';

export function ContactForm() {
  // The id lets the form find its own prerendered fields when it hydrates.
  const formId = useId();
  const { values, status, errors, onChange, onSubmit } = useContactForm(formId);
  const submitting = status === 'submitting';
  return (
    <form id={formId} onSubmit={onSubmit} className="card space-y-5" aria-label="Contact form">
      <ContactField
        label="Name"
        name="name"
        autoComplete="name"
        max={CONTACT_NAME_MAX}
        error={errors.name}
        value={values.name}
        onChange={onChange}
      />
      <ContactField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        max={CONTACT_EMAIL_MAX}
        error={errors.email}
        value={values.email}
        onChange={onChange}
      />
      <ContactField
        label="Message"
        name="message"
        multiline
        alwaysCounted
        max={CONTACT_MESSAGE_MAX}
        error={errors.message}
        value={values.message}
        onChange={onChange}
      />
      <button type="submit" disabled={submitting} className="btn-primary w-full">
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
