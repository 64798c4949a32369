import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messageFor } from '@/backend/error-message';
import { TOP_UP_FAILED_MESSAGE } from '@/domain/admin-messages';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@/domain/email';
import { formatRupeesExact } from '@/domain/format';
import { parseTopUpAmount } from '@/domain/top-up-form';
import { topUpAmountProblem } from '@/domain/wallet';
import { useTopUpMutation } from '../api/top-up-mutation';
import { ModalDialog } from '../components/modal-dialog';

type FieldProblems = { email?: string; amount?: string };

/**
 * docs/product-spec.md §2, §5 Top-Up: credit a user's wallet by e-mail. The form checks what it can
 * before asking (a real e-mail, an amount from ₹1 to ₹1,00,000); the engine checks again and finds the user. What
 * was typed stays after any error; on success the new balance is shown instead of the form.
 */
export function TopUpDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const topUp = useTopUpMutation();
  const [emailText, setEmailText] = useState(email);
  const [amountText, setAmountText] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const ids = { email: useId(), amount: useId(), emailError: useId(), amountError: useId() };
  const amountHint = useId();

  const amount = parseTopUpAmount(amountText);
  const amountOk = topUpAmountProblem(amount) === null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldProblems = {};
    if (!isValidEmail(emailText)) found.email = EMAIL_INVALID_MESSAGE;
    const amountProblem = topUpAmountProblem(amount);
    if (amountProblem) found.amount = amountProblem;
    setProblems(found);
    if (found.email || found.amount) return;
    topUp.mutate({ email: emailText.trim(), amount });
  };

  if (topUp.isSuccess) {
    return (
      <ModalDialog title="Top-Up Wallet" onClose={onClose}>
        <TopUpDone
          email={topUp.variables.email}
          amount={topUp.variables.amount}
          balance={topUp.data.balance}
          onClose={onClose}
        />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title="Top-Up Wallet" onClose={onClose} busy={topUp.isPending}>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {topUp.isError && (
          <p role="alert" className="rounded-xl bg-red-950/60 px-4 py-3 text-red-200">
            {messageFor(topUp.error, TOP_UP_FAILED_MESSAGE)}
          </p>
        )}
        <div>
          <label htmlFor={ids.email} className="mb-2 block font-medium">
            User email
          </label>
          <input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="off"
            className="field"
            value={emailText}
            onChange={(event) => setEmailText(event.target.value)}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? ids.emailError : undefined}
          />
          {problems.email && (
            <p id={ids.emailError} role="alert" className="mt-2 text-sm text-rani-soft">
              {problems.email}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.amount} className="mb-2 block font-medium">
            Amount (₹)
          </label>
          <input
            id={ids.amount}
            // Opened from a card, the e-mail is filled in: the amount is what is left to type.
            data-autofocus={email ? true : undefined}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="field"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={problems.amount ? `${ids.amountError} ${amountHint}` : amountHint}
          />
          {problems.amount && (
            <p id={ids.amountError} role="alert" className="mt-2 text-sm text-rani-soft">
              {problems.amount}
            </p>
          )}
          {/* Says the amount back as it will be credited, so a stray zero is seen before it counts;
              only an amount the engine takes is said back (docs/design.md §9.10). */}
          <p id={amountHint} className="mt-2 text-sm wrap-anywhere text-muted">
            {amountOk ? `Adds ${formatRupeesExact(amount)}` : 'From ₹1 to ₹1,00,000'}
          </p>
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" disabled={topUp.isPending} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={topUp.isPending}>
            {topUp.isPending ? 'Topping up…' : 'Top Up'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function TopUpDone({
  email,
  amount,
  balance,
  onClose,
}: {
  email: string;
  amount: number;
  balance: number;
  onClose: () => void;
}) {
  // The form's button that had focus is gone: move focus to the one way on.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <>
      <div role="status" className="mt-4 flex flex-col gap-2">
        <p>
          Added {formatRupeesExact(amount)} to <span className="wrap-anywhere">{email}</span>.
        </p>
        <p className="font-display text-2xl font-bold wrap-anywhere text-marigold">
          New balance: {formatRupeesExact(balance)}
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <button ref={done} type="button" className="btn-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </>
  );
}
