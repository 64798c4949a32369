import { Timestamp } from 'firebase/firestore/lite';
import type { TimestampCodec } from '../firebase-common/codec';

/** firestore/lite's Timestamp, as the codec takes it (the full SDK's is in web-store.ts). */
export const liteTimestamps: TimestampCodec = {
  fromDate: (date) => Timestamp.fromDate(date),
  isTimestamp: (value): value is Timestamp => value instanceof Timestamp,
};
