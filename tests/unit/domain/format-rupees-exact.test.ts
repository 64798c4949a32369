import { describe, expect, it } from 'vitest';
import { formatRupeesExact } from '@/domain/format';

describe('formatRupeesExact', () => {
  it.each<[number, string]>([
    [0, '₹0'],
    [250, '₹250'],
    [99.5, '₹99.5'],
    [0.01, '₹0.01'],
    [1212.345, '₹1,212.35'],
    [100000, '₹1,00,000'],
    [1e12 + 5000, '₹10,00,00,00,05,000'],
    [-5, '-₹5'],
    [-0.001, '₹0'],
    [-0, '₹0'],
    [Number.NaN, '₹0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupeesExact(amount)).toBe(expected);
  });
});
