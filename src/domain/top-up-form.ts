// What the organiser types into the Top-Up dialog's amount field, read as a number. The rule for
// the number itself (> 0, finite) is the engine's, in wallet.ts; this only reads the text.

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * '250', '1,000', '₹5,000', '99.50' and '1e3' are numbers; anything else ('abc', '-5', '0x10',
 * 'Infinity', '') is NaN, so the amount check refuses it with its one message. Digits only: a
 * minus sign is not read, so a negative amount can never reach the wallet.
 */
export function parseTopUpAmount(typed: string): number {
  const cleaned = typed.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  return DECIMAL.test(cleaned) ? Number(cleaned) : Number.NaN;
}
