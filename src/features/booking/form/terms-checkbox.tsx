import { useId } from 'react';
import { paths } from '@/config/paths';

export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-marigold"
      />
      <label htmlFor={id} className="text-sm leading-6">
        I agree to the{' '}
        <a
          href={paths.terms}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-marigold underline underline-offset-4"
        >
          Terms of Service
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        . Tickets are non-refundable.
      </label>
    </div>
  );
}
