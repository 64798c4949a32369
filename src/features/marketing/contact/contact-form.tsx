import { useId, type ComponentProps } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@/domain/contact';
import { useContactForm } from './use-contact-form';

export function ContactForm() {
  const { values, status, errors, onChange, onSubmit } = useContactForm();
  const submitting = status === 'submitting';
  return (
    <form onSubmit={onSubmit} className="card space-y-5" aria-label="Contact form">
      <Field
        label="Name"
        name="name"
        error={errors.name}
        autoComplete="name"
        maxLength={CONTACT_NAME_MAX}
        value={values.name}
        onChange={onChange}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        error={errors.email}
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={onChange}
      />
      <Field
        label="Message"
        name="message"
        multiline
        error={errors.message}
        maxLength={CONTACT_MESSAGE_MAX}
        value={values.message}
        onChange={onChange}
      />
      <button type="submit" disabled={submitting} className="btn-primary w-full">
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

type FieldProps = ComponentProps<'input'> &
  ComponentProps<'textarea'> & {
    label: string;
    name: string;
    error?: string;
    multiline?: boolean;
  };

function Field({ label, error, multiline, ...input }: FieldProps) {
  const id = useId();
  const shared = {
    ...input,
    id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `field ${multiline ? 'resize-y' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-medium">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input {...shared} />}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-rani-soft">
          {error}
        </p>
      )}
    </div>
  );
}
