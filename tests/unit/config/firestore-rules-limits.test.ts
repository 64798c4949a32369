import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAFE_DOCUMENT_ID } from '@/domain/document-id';
import { EMAIL_MAX_LENGTH } from '@/domain/email';
import {
  EVENT_CAPACITY_MAX,
  EVENT_CAPACITY_MIN,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_PRICE_MAX,
  EVENT_PRICE_MIN,
  EVENT_TITLE_MAX,
} from '@/domain/events';
import {
  DEFAULT_COUPLE_ATTENDEE_LIMIT,
  PROMO_ATTENDEE_LIMIT_MAX,
  PROMO_ATTENDEE_LIMIT_MIN,
  PROMO_CODE_PATTERN,
  PROMO_DISCOUNT_MAX,
  PROMO_DISCOUNT_MIN,
} from '@/domain/promo-codes';
import {
  SCAN_LOG_MAX_RETENTION_LEFT_DAYS,
  SCAN_LOG_MIN_RETENTION_LEFT_DAYS,
} from '@/domain/retention';
import { MAX_SEAT_SHARDS } from '@/domain/seat-shards';
import { TOP_UP_MAXIMUM, TOP_UP_MINIMUM } from '@/domain/wallet';
import { SCAN_CODE_MAX, SCAN_DEVICE_MAX } from '@/engine/flows/check-in';
import { CONFLICT_TIME_MAX } from '@/engine/flows/replay-offline-admissions';

// docs/design.md §3.8: firestore.rules cannot import src/domain, so every number it checks is
// written here from the domain's constant and looked for in the rules' text. Changing a limit
// in the domain without the rules (or the other way round) fails this test.

/** The rules without their comments, which may mention numbers freely. */
const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.replace(/\/\/.*$/, ''))
  .join('\n');

/** Each check the rules make of a number, as the domain's constants say it must read. */
const LIMITS: Array<[string, string]> = [
  ['a document id (src/domain/document-id.ts)', `'${SAFE_DOCUMENT_ID.source}'`],
  ['an e-mail address (src/domain/email.ts)', `value.size() <= ${EMAIL_MAX_LENGTH}`],
  ['an event title', `isText(event.title, 1, ${EVENT_TITLE_MAX})`],
  ['an event location', `isText(event.location, 1, ${EVENT_LOCATION_MAX})`],
  ['an event price', `isWhole(event.price, ${EVENT_PRICE_MIN}, ${EVENT_PRICE_MAX})`],
  ['an event capacity', `isWhole(event.capacity, ${EVENT_CAPACITY_MIN}, ${EVENT_CAPACITY_MAX})`],
  ['an event description', `isText(event.description, 0, ${EVENT_DESCRIPTION_MAX})`],
  ['an event’s seat shards', `isWhole(incoming().shards, 1, ${MAX_SEAT_SHARDS})`],
  ['a promo code', `code.matches('${PROMO_CODE_PATTERN.source}')`],
  [
    'a promo discount',
    `isWhole(incoming().discountPercentage, ${PROMO_DISCOUNT_MIN}, ${PROMO_DISCOUNT_MAX})`,
  ],
  [
    'a promo attendee limit',
    `isWhole(incoming().attendeeLimit, ${PROMO_ATTENDEE_LIMIT_MIN}, ${PROMO_ATTENDEE_LIMIT_MAX})`,
  ],
  ['a promo couple limit', `incoming().coupleAttendeeLimit == ${DEFAULT_COUPLE_ATTENDEE_LIMIT}`],
  ['a scanned code', `isText(incoming().code, 0, ${SCAN_CODE_MAX})`],
  ['a scanning device', `isText(incoming().device, 0, ${SCAN_DEVICE_MAX})`],
  ['a conflict’s first time', `isText(first.at, 0, ${CONFLICT_TIME_MAX})`],
  ['a conflict’s first organiser', `isText(first.by, 0, ${EMAIL_MAX_LENGTH})`],
  ['a conflict’s first device', `isText(first.device, 0, ${SCAN_DEVICE_MAX})`],
  ['a top-up amount', `value >= ${TOP_UP_MINIMUM} && value <= ${TOP_UP_MAXIMUM}`],
  [
    'a scan-log line’s least expiry',
    `line.expireAt > request.time + duration.value(${SCAN_LOG_MIN_RETENTION_LEFT_DAYS}, 'd')`,
  ],
  [
    'a scan-log line’s latest expiry',
    `line.expireAt < request.time + duration.value(${SCAN_LOG_MAX_RETENTION_LEFT_DAYS}, 'd')`,
  ],
];

/** Numbers in the rules that are formats or names, not limits a flow could change. */
const NOT_LIMITS = [
  "rules_version = '2'",
  // YYYY-MM-DD and HH:mm, the shapes src/domain/events.ts parses.
  `'^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'`,
  `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
  // YYYY-MM-DDTHH:mm, when an event's sales open (src/domain/event-life.ts).
  `'^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$'`,
  // The Premium tier's name.
  "'1212'",
  // Today's date in India (UTC+05:30, src/domain/format.ts istDate), its months and days as two
  // digits.
  "duration.value(330, 'm')",
  "number < 10 ? '0'",
];

describe('firestore.rules numeric limits', () => {
  it.each(LIMITS)('checks %s with the domain’s limit', (_name, check) => {
    expect(rules).toContain(check);
  });

  it('has no other number but 0 (nothing, empty), so no limit is typed only there', () => {
    let rest = rules;
    for (const known of [...LIMITS.map(([, check]) => check), ...NOT_LIMITS]) {
      rest = rest.replaceAll(known, '');
    }
    const numbers = [...rest.matchAll(/\d+(\.\d+)?/g)].map(([number]) => number);
    expect(numbers.filter((number) => number !== '0')).toEqual([]);
  });
});
