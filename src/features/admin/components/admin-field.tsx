import { useId, type ReactNode } from 'react';

/** What a field's control needs to be named, flagged and described (spread it onto the input). */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface AdminFieldProps {
  label: string;
  /** The broken rule's message, shown under the control and read with it. */
  error?: string | undefined;
  /** A standing explanation, e.g. what leaving the field blank does. */
  hint?: ReactNode;
  /** Other ids that describe the control, e.g. a form-level message about this field. */
  describedBy?: string | undefined;
  /** Marks the control invalid for a message shown elsewhere (see describedBy). */
  invalid?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled admin form field: label, control, hint and its error, wired for screen readers. */
export function AdminField({
  label,
  error,
  hint,
  describedBy,
  invalid = false,
  className,
  children,
}: AdminFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, describedBy ?? null, hint ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-rani-soft">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The look of every admin text control; a flagged one gets a pink border. */
export const fieldClass = 'field aria-[invalid=true]:border-rani-soft';
