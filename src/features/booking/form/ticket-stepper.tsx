import { formatRupees } from '@/domain/format';

interface TicketStepperProps {
  name: string;
  blurb: string;
  price: number;
  count: number;
  /** Quantities are locked while a coupon is applied, and while a booking is in progress. */
  locked: boolean;
  soldOut: boolean;
  onStep: (delta: 1 | -1) => void;
}

/** − / count / + for one tier. + stays pressable at a limit so the refusal can be explained. */
export function TicketStepper({
  name,
  blurb,
  price,
  count,
  locked,
  soldOut,
  onStep,
}: TicketStepperProps) {
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <p className="font-semibold text-cream">{name}</p>
        <p className="text-sm text-muted">{blurb}</p>
        <p className="mt-1 font-semibold text-marigold">
          {formatRupees(price)} <span className="text-sm font-normal text-muted">each</span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <StepButton
          label={`Remove one ${name} ticket`}
          disabled={locked || count === 0}
          onClick={() => onStep(-1)}
        >
          −
        </StepButton>
        <output
          aria-label={`${name} tickets`}
          aria-live="polite"
          className="w-8 text-center text-xl font-bold tabular-nums"
        >
          {count}
        </output>
        <StepButton
          label={`Add one ${name} ticket`}
          disabled={locked || soldOut}
          onClick={() => onStep(1)}
        >
          +
        </StepButton>
      </div>
    </div>
  );
}

function StepButton(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-cream/40 text-2xl leading-none text-cream hover:bg-cream/10 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span aria-hidden="true">{props.children}</span>
    </button>
  );
}
