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
    <form
      id={formId}
      onSubmit={onSubmit}
      // index.html's boot script keeps a submit pressed before the code runs from reloading the
      // page with the text in its address; the text stays, to send once the form is live.
      data-needs-app=""
      className="card space-y-5"
      aria-label="Contact form"
    >
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
