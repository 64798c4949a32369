import type { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { pastDemoDatabase } from './past-demo-database';

/** A demo database as version 3 left it: buyers listed on the code itself. */
async function versionThreeDatabase(old: Dexie) {
  await old.table('promoCodes').bulkPut([
    { id: 'VIPUSED01', code: 'VIPUSED01', isActive: false, usedBy: ['someone@example.com'] },
    { id: 'VIPFREE100', code: 'VIPFREE100', isActive: true, usedBy: [] },
  ]);
}

describe('upgrading a version 3 demo database', () => {
  const database = pastDemoDatabase('redeemers');

  it('moves who redeemed each code off the code, which keeps only whether it was', async () => {
    await database.create(3, versionThreeDatabase);
    const db = await database.openToday();
    expect(db.verno).toBe(12);
    expect(await db.promoCodes.get('VIPUSED01')).toEqual({
      id: 'VIPUSED01',
      code: 'VIPUSED01',
      isActive: false,
      redeemed: true,
    });
    expect(await db.promoCodes.get('VIPFREE100')).toEqual({
      id: 'VIPFREE100',
      code: 'VIPFREE100',
      isActive: true,
      redeemed: false,
    });
    expect(await db.promoRedemptions.toArray()).toEqual([
      { code: 'VIPUSED01', usedBy: ['someone@example.com'] },
    ]);
    db.close();
  });
});
