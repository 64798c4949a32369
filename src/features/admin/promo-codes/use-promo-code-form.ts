import { useState } from 'react';
import { isBackendError } from '@/backend/backend';
import { messageFor } from '@/backend/error-message';
import { PROMO_CODE_CREATE_FAILED_MESSAGE } from '@/domain/admin-messages';
import {
  PROMO_FORM_DEFAULTS,
  normalisePromoCodeInput,
  parsePromoCodeForm,
  promoCodeInputProblem,
  type PromoCode,
} from '@/domain/promo-codes';
import { useCreatePromoCodeMutation } from '../api/create-promo-code-mutation';
import { usePromoCodesQuery } from '../api/promo-codes-query';

/** The form as typed: inputs hand over strings, the domain schema reads them. */
export interface PromoCodeInput {
  code: string;
  discountPercentage: string;
  attendeeLimit: string;
}

export type PromoCodeField = keyof PromoCodeInput;

const INITIAL_INPUT: PromoCodeInput = {
  code: '',
  discountPercentage: String(PROMO_FORM_DEFAULTS.discountPercentage),
  attendeeLimit: String(PROMO_FORM_DEFAULTS.attendeeLimit),
};

/**
 * The promo code generator's state (docs/product-spec.md §5): the code is upper-cased as it is
 * typed, the rules are the domain schema's (the backend checks them again), messages appear from
 * the first submit on and follow the input after that, and the input stays as typed after any
 * failure. After a success the code is cleared (the next submit generates one) while the discount
 * and limit stay, so a batch of alike codes is quick to make.
 */
export function usePromoCodeForm() {
  const create = useCreatePromoCodeMutation();
  const [input, setInput] = useState<PromoCodeInput>(INITIAL_INPUT);
  const [checking, setChecking] = useState(false);
  const [created, setCreated] = useState<{ promo: PromoCode; at: number } | null>(null);
  const codes = usePromoCodesQuery();
  // The panel of the code just made goes once a list read after it no longer has it: the code was
  // deleted (here or elsewhere), and copying it would hand out a code that does not work.
  const createdGone =
    created !== null &&
    codes.dataUpdatedAt > created.at &&
    !codes.data?.some((promo) => promo.code === created.promo.code);

  const parsed = parsePromoCodeForm({ ...input, usedFor: PROMO_FORM_DEFAULTS.usedFor });
  const schemaErrors: Partial<Record<PromoCodeField, string>> =
    checking && !parsed.ok ? parsed.fieldErrors : {};
  const codeProblem = promoCodeInputProblem(input.code);
  // The schema's code message is the spec's "must start with VIP", which contradicts the hint
  // that VIP is added: the field says what is wrong after VIP instead.
  const fieldErrors = schemaErrors.code
    ? { ...schemaErrors, code: codeProblem ?? schemaErrors.code }
    : schemaErrors;

  const setField = (field: PromoCodeField, value: string) => {
    setInput((previous) => ({
      ...previous,
      [field]: field === 'code' ? value.toUpperCase() : value,
    }));
    // A refusal was about what was sent; once the input changes it no longer applies.
    if (create.isError) create.reset();
  };

  /** Returns false when the form has broken rules (the caller moves focus to the first). */
  const submit = (): boolean => {
    setChecking(true);
    if (!parsed.ok || create.isPending) return parsed.ok;
    setCreated(null);
    create.mutate(parsed.value, {
      onSuccess: (promo) => {
        setCreated({ promo, at: Date.now() });
        setChecking(false);
        setInput((previous) => ({ ...previous, code: '' }));
      },
    });
    return true;
  };

  const trimmedCode = input.code.trim();
  return {
    input,
    setField,
    submit,
    fieldErrors,
    /**
     * What a typed code will be stored as (VIP added, upper case); null when left blank or when
     * it will not do, so the hint never promises a code that will be refused.
     */
    savedAs:
      trimmedCode === '' || codeProblem !== null ? null : normalisePromoCodeInput(trimmedCode),
    pending: create.isPending,
    error: create.isError ? messageFor(create.error, PROMO_CODE_CREATE_FAILED_MESSAGE) : null,
    /** The refusal is about the code itself (it exists already). */
    codeRefused: isBackendError(create.error) && create.error.code === 'duplicate',
    created: created && !createdGone ? created.promo : null,
  };
}
