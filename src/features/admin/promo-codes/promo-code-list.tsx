import { useEffect, useId, useRef, useState } from 'react';
import { messageFor } from '@/backend/error-message';
import {
  PROMO_CODE_DELETE_FAILED_MESSAGE,
  PROMO_CODES_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import type { PromoCodeListing } from '@/domain/promo-codes';
import { useDeletePromoCodeMutation } from '../api/delete-promo-code-mutation';
import { usePromoCodesQuery } from '../api/promo-codes-query';
import { ConfirmDialog } from '../components/confirm-dialog';
import { QueryView } from '../components/query-view';
import { PromoCodeItem } from './promo-code-item';

/** Every code, newest first, each with Copy and Delete (which asks first). */
export function PromoCodeList() {
  const codes = usePromoCodesQuery();
  const remove = useDeletePromoCodeMutation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<PromoCodeListing | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  // The deleted code's row (and the button that opened the dialog) is gone: focus the list.
  useEffect(() => {
    if (deleted) heading.current?.focus();
  }, [deleted]);

  const cancel = () => {
    setAsking(null);
    remove.reset();
  };
  const confirm = (code: string) =>
    remove.mutate(code, {
      onSuccess: () => {
        setAsking(null);
        setDeleted(code);
      },
    });

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-bold focus:outline-none"
        >
          All promo codes
        </h2>
        <p role="status" className="text-sm text-henna-soft">
          {deleted ? `Deleted promo code ${deleted}.` : null}
        </p>
      </div>
      <QueryView
        query={codes}
        loadingLabel="Loading promo codes…"
        errorMessage={PROMO_CODES_FETCH_FAILED_MESSAGE}
        isEmpty={(list) => list.length === 0}
        empty="No promo codes yet."
        emptyNext="Create your first code with the New promo code form, then copy it to share."
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
            {list.map((promo) => (
              <PromoCodeItem
                key={promo.id}
                promo={promo}
                onDelete={() => {
                  remove.reset();
                  setDeleted(null);
                  setAsking(promo);
                }}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {asking ? (
        <ConfirmDialog
          title={`Delete promo code ${asking.code}?`}
          confirmLabel="Delete"
          busy={remove.isPending}
          error={remove.isError ? messageFor(remove.error, PROMO_CODE_DELETE_FAILED_MESSAGE) : null}
          onConfirm={() => confirm(asking.code)}
          onCancel={cancel}
        >
          {asking.redeemed
            ? 'It has been used already; deleting it removes it from this list for good.'
            : 'Nobody will be able to use it after this. This cannot be undone.'}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
