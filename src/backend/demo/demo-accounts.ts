/**
 * The demo backend's seeded accounts (docs/design.md §6.4, §7). The login page prints these in demo
 * mode only; they open nothing outside this browser's own demo data. Kept free of Dexie so the
 * login page can import it cheaply.
 */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  isAdmin: boolean;
  /** What the login page calls it. */
  label: string;
  /** The name the demo's Google-style account chooser shows. */
  displayName: string;
}

export const DEMO_ADMIN_ACCOUNT: DemoAccount = {
  uid: 'demo-admin',
  email: 'admin@sangeetvibes.demo',
  password: 'sangeet-admin',
  isAdmin: true,
  label: 'Organiser (admin)',
  displayName: 'Demo Organiser',
};

export const DEMO_GUEST_ACCOUNT: DemoAccount = {
  uid: 'demo-guest',
  email: 'guest@sangeetvibes.demo',
  password: 'sangeet-guest',
  isAdmin: false,
  label: 'Guest (not an admin: sign-in is refused)',
  displayName: 'Demo Guest',
};

/** Door staff for the upcoming event: the scanner, manual check-in and the scan log, no more. */
export const DEMO_DOOR_ACCOUNT: DemoAccount = {
  uid: 'demo-door',
  email: 'door@sangeetvibes.demo',
  password: 'sangeet-door',
  isAdmin: false,
  label: 'Door staff (scanner only, for the upcoming event)',
  displayName: 'Demo Door Staff',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  DEMO_ADMIN_ACCOUNT,
  DEMO_DOOR_ACCOUNT,
  DEMO_GUEST_ACCOUNT,
];
