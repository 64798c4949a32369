import { describe, expect, it } from 'vitest';
import { parseTopUpAmount } from '@/domain/top-up-form';
import {
  TOP_UP_AMOUNT_MESSAGE,
  TOP_UP_MAXIMUM_MESSAGE,
  TOP_UP_MINIMUM_MESSAGE,
  topUpAmountProblem,
} from '@/domain/wallet';

describe('parseTopUpAmount (what was typed in the Top-Up dialog)', () => {
  it.each<[string, number]>([
    ['250', 250],
    [' 250 ', 250],
    ['1,000', 1000],
    ['1,00,000', 100000],
    ['₹5,000', 5000],
    ['₹ 5000', 5000],
    ['99.50', 99.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1e12', 1e12],
    ['1E2', 100],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %d', (typed, expected) => {
    expect(parseTopUpAmount(typed)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '-5', '+5', '0x10', 'Infinity', '1e', '5 000', '5.5.5', '₹', '1/2'])(
    'reads %j as no number',
    (typed) => {
      expect(parseTopUpAmount(typed)).toBeNaN();
    },
  );

  it.each<[string, string | null]>([
    ['0', TOP_UP_AMOUNT_MESSAGE],
    ['-5', TOP_UP_AMOUNT_MESSAGE],
    ['abc', TOP_UP_AMOUNT_MESSAGE],
    ['1e400', TOP_UP_AMOUNT_MESSAGE],
    ['1e12', TOP_UP_MAXIMUM_MESSAGE],
    ['99999999999999999999', TOP_UP_MAXIMUM_MESSAGE],
    ['1,00,000.01', TOP_UP_MAXIMUM_MESSAGE],
    ['0.01', TOP_UP_MINIMUM_MESSAGE],
    ['0.001', TOP_UP_MINIMUM_MESSAGE],
    ['0.004', TOP_UP_MINIMUM_MESSAGE],
    ['1', null],
    ['₹1,00,000', null],
  ])('%j is refused with %j by the amount rule', (typed, problem) => {
    expect(topUpAmountProblem(parseTopUpAmount(typed))).toBe(problem);
  });
});
