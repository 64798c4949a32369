import { describe, expect, it } from 'vitest';
import type { AppUser } from '@/backend/admin-backend';
import { signedInUser } from '@/backend/signed-in-user';

const asha: AppUser = {
  uid: 'asha',
  email: 'asha@example.com',
  displayName: null,
  photoURL: null,
  isAdmin: true,
  access: { role: 'organiser' },
};

describe('who is signed in, as every adapter reports it', () => {
  it('tells a listener the user now, then each change, and nothing that is no change', () => {
    const signedIn = signedInUser();
    const seen: Array<string | null> = [];
    const stop = signedIn.listen((user) => seen.push(user ? `${user.uid}:${user.isAdmin}` : null));
    signedIn.set(asha);
    signedIn.set({ ...asha, email: 'other@example.com' });
    signedIn.set({ ...asha, isAdmin: false });
    signedIn.set(null);
    signedIn.set(null);
    stop();
    signedIn.set(asha);
    expect(seen).toEqual([null, 'asha:true', 'asha:false', null]);
    expect(signedIn.current()).toBe(asha);
  });

  it('tells a change of role or of door staff’s events, so the screens follow it', () => {
    const signedIn = signedInUser();
    const seen: string[] = [];
    signedIn.listen((user) => void (user && seen.push(JSON.stringify(user.access))));
    const door = { ...asha, isAdmin: false, access: { role: 'door' as const, eventIds: ['a'] } };
    signedIn.set(door);
    signedIn.set({ ...door, access: { role: 'door', eventIds: ['a'] } });
    signedIn.set({ ...door, access: { role: 'door', eventIds: ['a', 'b'] } });
    expect(seen).toEqual([
      '{"role":"door","eventIds":["a"]}',
      '{"role":"door","eventIds":["a","b"]}',
    ]);
  });

  it('lets a listener stop while being told, and drops every listener on clear', () => {
    const signedIn = signedInUser();
    const seen: string[] = [];
    const stopFirst = signedIn.listen((user) => {
      if (user) {
        seen.push('first');
        stopFirst();
      }
    });
    signedIn.listen((user) => void (user && seen.push('second')));
    signedIn.set(asha);
    signedIn.clear();
    signedIn.set({ ...asha, isAdmin: false });
    expect(seen).toEqual(['first', 'second']);
  });
});
