import { useId, useState } from 'react';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail } from '@/domain/email';

/** The buyer's e-mail. The error waits for the first blur so typing is not interrupted. */
export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const invalid = touched && !isValidEmail(value);
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-medium">
        Email
      </label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        className="field"
      />
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
        Your ticket is linked to this address.
      </p>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rani-soft">
          {EMAIL_INVALID_MESSAGE}
        </p>
      )}
    </div>
  );
}
