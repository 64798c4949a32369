// What a refused caller is told (require-admin.ts). Kept apart so that the public pages, which
// name them (src/backend/error-message.ts), do not load the staff-access rules with them.
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';
