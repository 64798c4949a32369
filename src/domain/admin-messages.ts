// docs/product-spec.md §8 "Others": what each admin screen says when its data call fails.
export const TRANSACTIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch transactions.';
export const SUMMARY_FETCH_FAILED_MESSAGE = 'Failed to fetch summary data.';
export const PROMO_CODES_FETCH_FAILED_MESSAGE = 'Failed to fetch promocodes.';
export const PROMO_CODE_CREATE_FAILED_MESSAGE = 'Failed to create promocode.';
export const PROMO_CODE_DELETE_FAILED_MESSAGE = 'Failed to delete promocode.';
export const EVENTS_FETCH_FAILED_MESSAGE = 'Failed to fetch events.';
export const EVENT_SAVE_FAILED_MESSAGE = 'Failed to save event.';
export const EVENT_DELETE_FAILED_MESSAGE = 'Failed to delete event.';
export const REGISTRATIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch registered users.';
export const WALLET_FETCH_FAILED_MESSAGE = 'Failed to fetch user wallet';
export const TOP_UP_FAILED_MESSAGE = 'Failed to top up wallet.';
export const CHECK_INS_FETCH_FAILED_MESSAGE = 'Failed to fetch event or check-ins.';
// Not in the spec: the contact messages list (docs/design.md §13), worded like the others.
export const CONTACT_MESSAGES_FETCH_FAILED_MESSAGE = 'Failed to fetch messages.';
// Not in the spec: the ticket e-mail outbox (docs/design.md §12.2), worded like the others.
export const MAIL_FETCH_FAILED_MESSAGE = 'Failed to fetch e-mails.';
// Not in the spec: the "Needs attention" list of refunds (docs/design.md §4.7).
export const REFUNDS_FETCH_FAILED_MESSAGE = 'Failed to fetch refunds.';

// Not in the spec.
export const PROMO_CODE_DUPLICATE_MESSAGE = 'A promo code with this code already exists.';
export const EVENT_NOT_FOUND_MESSAGE = 'This event no longer exists.';

// Not in the spec: the Team screen (docs/design.md §6.1), worded like the others.
export const TEAM_FETCH_FAILED_MESSAGE = 'Failed to fetch the team.';
export const TEAM_SAVE_FAILED_MESSAGE = 'Failed to save the team member.';
export const TEAM_REVOKE_FAILED_MESSAGE = 'Failed to revoke access.';
