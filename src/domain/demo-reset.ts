// Demo mode only (docs/design.md §7): what "Reset demo data" says when it fails. In its own module
// so only the admin area and the demo's admin half carry it (the public pages share
// admin-messages.ts with the demo backend).
export const RESET_DEMO_DATA_FAILED_MESSAGE = 'Failed to reset the demo data.';
