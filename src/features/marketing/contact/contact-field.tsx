import { useId, type ChangeEvent } from 'react';
import { CharacterCount, isNearLimit, LimitAnnouncer } from '@/components/ui/character-count';
import type { ContactMessage } from '@/domain/contact';
import { countedLength } from '@/domain/form-fields';

interface ContactFieldProps {
  label: string;
  name: keyof ContactMessage;
  value: string;
  /** Checked on submit, never enforced by cutting what is typed or pasted. */
  max: number;
  /** Show the count from the first character (a long text), not only near the limit. */
  alwaysCounted?: boolean;
  error?: string;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export function ContactField({
  label,
  max,
  alwaysCounted = false,
  error,
  multiline = false,
  type = 'text',
  ...input
}: ContactFieldProps) {
  const id = useId();
  const count = countedLength(input.value);
  const counted = alwaysCounted || isNearLimit(count, max);
  const describedBy = [error && `${id}-error`, counted && `${id}-count`].filter(Boolean).join(' ');
  const shared = {
    ...input,
    id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `field aria-[invalid=true]:border-rani-soft ${multiline ? 'resize-y' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-medium">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input type={type} {...shared} />}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-rani-soft">
          {error}
        </p>
      )}
      {counted && <CharacterCount id={`${id}-count`} count={count} max={max} />}
      <LimitAnnouncer count={count} max={max} />
    </div>
  );
}
