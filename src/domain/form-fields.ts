import * as z from 'zod/mini';

// Shared field builders so every form (and the server re-check) words the same rule the same way.

/**
 * How long a text field's value is for its limit: requiredText trims before it counts, so a
 * character counter that counts the same way never disagrees with the rule.
 */
export function countedLength(raw: string): number {
  return raw.trim().length;
}

/** Trimmed text that must not be empty and has an upper bound. */
export function requiredText(required: string, maxLength: number, tooLong: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(maxLength, tooLong),
    );
}

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

// Form inputs hand over strings; "0x10" or "1e3" are not what a person typed as a number.
function toNumberOrMissing(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A whole number within [min, max], accepting a number or the string an input produced. */
export function wholeNumber(options: {
  required: string;
  invalid: string;
  min: number;
  max: number;
}) {
  const { required, invalid, min, max } = options;
  return z.pipe(
    z.transform(toNumberOrMissing),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .check(
        z.refine(Number.isInteger, { error: invalid, abort: true }),
        z.minimum(min, invalid),
        z.maximum(max, invalid),
      ),
  );
}

/** The first message per field, which is what a form shows under each input. */
export function firstErrorByField(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

export type ParseResult<T> =
  { ok: true; value: T } | { ok: false; error: string; fieldErrors: Record<string, string> };

/** Runs a form schema and returns either the clean value or the messages a form shows. */
export function parseForm<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors = firstErrorByField(result.error);
  return { ok: false, error: result.error.issues[0]?.message ?? 'Invalid input.', fieldErrors };
}
