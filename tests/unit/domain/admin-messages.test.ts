import { describe, expect, it } from 'vitest';
import * as messages from '@/domain/admin-messages';

describe('admin failure messages', () => {
  it('are the docs/product-spec.md §8 strings', () => {
    expect([
      messages.TRANSACTIONS_FETCH_FAILED_MESSAGE,
      messages.SUMMARY_FETCH_FAILED_MESSAGE,
      messages.PROMO_CODES_FETCH_FAILED_MESSAGE,
      messages.PROMO_CODE_CREATE_FAILED_MESSAGE,
      messages.PROMO_CODE_DELETE_FAILED_MESSAGE,
      messages.EVENTS_FETCH_FAILED_MESSAGE,
      messages.EVENT_SAVE_FAILED_MESSAGE,
      messages.EVENT_DELETE_FAILED_MESSAGE,
      messages.REGISTRATIONS_FETCH_FAILED_MESSAGE,
      messages.WALLET_FETCH_FAILED_MESSAGE,
      messages.TOP_UP_FAILED_MESSAGE,
      messages.CHECK_INS_FETCH_FAILED_MESSAGE,
    ]).toEqual([
      'Failed to fetch transactions.',
      'Failed to fetch summary data.',
      'Failed to fetch promocodes.',
      'Failed to create promocode.',
      'Failed to delete promocode.',
      'Failed to fetch events.',
      'Failed to save event.',
      'Failed to delete event.',
      'Failed to fetch registered users.',
      'Failed to fetch user wallet',
      'Failed to top up wallet.',
      'Failed to fetch event or check-ins.',
    ]);
  });
});
