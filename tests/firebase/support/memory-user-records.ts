import type { UserRecords } from '@/backend/firebase/admin/user-records';
import type { UserDoc } from '@/engine/collections';

/**
 * users/{uid} held in memory, behind the auth half's UserRecords seam, for tests that run the
 * Auth emulator without Firestore's (which cannot start on these machines). Followers hear
 * every change asynchronously, as an onSnapshot listener would.
 */
export function memoryUserRecords() {
  const records = new Map<string, UserDoc>();
  const followers = new Map<string, Set<(record: UserDoc | null) => void>>();
  const copy = (uid: string) => {
    const record = records.get(uid);
    return record ? { ...record } : null;
  };
  const notify = (uid: string) => {
    const set = followers.get(uid);
    for (const follower of set ?? []) {
      queueMicrotask(() => {
        if (set?.has(follower)) follower(copy(uid));
      });
    }
  };
  const userRecords: UserRecords = {
    read: async (uid) => copy(uid),
    follow(uid, onChange) {
      const set = followers.get(uid) ?? new Set();
      followers.set(uid, set);
      set.add(onChange);
      queueMicrotask(() => {
        if (set.has(onChange)) onChange(copy(uid));
      });
      return () => void set.delete(onChange);
    },
  };
  return {
    userRecords,
    put(record: UserDoc) {
      records.set(record.uid, { ...record });
      notify(record.uid);
    },
    setAdmin(uid: string, isAdmin: boolean) {
      const record = records.get(uid);
      if (!record) throw new Error(`No user record ${uid}`);
      records.set(uid, { ...record, isAdmin });
      notify(uid);
    },
    /** How many listeners follow this user's record now. */
    followerCount: (uid: string) => followers.get(uid)?.size ?? 0,
  };
}
