import type { Transaction as DexieTransaction } from 'dexie';
import type { StoredBooking, StoredLegacyBooking } from './db';
import { withSearchWords } from './search-words';

/**
 * Upgrade of a demo database made before Registered Users searched by index: every booking gets
 * the search words the index is built on (search-words.ts), so this browser's older bookings
 * are found too.
 */
export async function addSearchWords(tx: DexieTransaction): Promise<void> {
  await tx
    .table<StoredBooking, string>('newbookings')
    .toCollection()
    .modify((booking, ref) => {
      ref.value = withSearchWords('newbookings', booking);
    });
  await tx
    .table<StoredLegacyBooking, string>('bookings')
    .toCollection()
    .modify((booking, ref) => {
      ref.value = withSearchWords('bookings', booking);
    });
}
