/** The demo's IndexedDB database, in a module of its own so that asking whether it exists needs no Dexie. */
export const DEMO_DB_NAME = 'sangeet-vibes-demo';
