import type { Transaction as DexieTransaction } from 'dexie';
import type { StoredEvent } from '@/domain/seats';

/**
 * Upgrade of a demo database made before events had a life (docs/design.md §3.12): every event
 * is stored as published with no on-sale time, which is how it was sold.
 */
export async function addEventStatus(tx: DexieTransaction): Promise<void> {
  await tx
    .table<StoredEvent, string>('events')
    .toCollection()
    .modify((event) => {
      event.status ??= 'published';
      event.salesOpenAt ??= '';
    });
}
