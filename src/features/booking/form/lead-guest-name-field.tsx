import { useId } from 'react';
import { CharacterCount, isNearLimit, LimitAnnouncer } from '@/components/ui/character-count';
import { countedLength } from '@/domain/form-fields';
import { LEAD_GUEST_NAME_MAX, leadGuestNameIssue } from '@/domain/lead-guest-name';

/**
 * The lead guest's name, optional (docs/design.md §9.14). Its problems (markup, control
 * characters, over the limit) show as they are typed: unlike an e-mail, a name is never wrong
 * merely for being unfinished. Never cut to the limit: the count says what is over.
 */
export function LeadGuestNameField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const issue = leadGuestNameIssue(value);
  const count = countedLength(value);
  const counted = isNearLimit(count, LEAD_GUEST_NAME_MAX);
  const describedBy = [`${id}-hint`, issue && `${id}-error`, counted && `${id}-count`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-medium">
        Lead guest&apos;s name (optional)
      </label>
      <input
        id={id}
        type="text"
        autoComplete="name"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={describedBy}
        className="field aria-[invalid=true]:border-rani-soft"
      />
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
        Printed on your ticket, so the door can find you by name.
      </p>
      {issue && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rani-soft">
          {issue}
        </p>
      )}
      {counted && <CharacterCount id={`${id}-count`} count={count} max={LEAD_GUEST_NAME_MAX} />}
      <LimitAnnouncer count={count} max={LEAD_GUEST_NAME_MAX} />
    </div>
  );
}
