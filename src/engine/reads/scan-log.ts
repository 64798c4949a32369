import { isValidDocumentId } from '@/domain/document-id';
import type { ScanLogDoc } from '../collections';

/** A scan-log line as the organiser reads it: with the scanning organiser's e-mail. */
export type ScanLogEntry = ScanLogDoc & { adminEmail: string | null };

export const SCAN_LOG_LIMIT = 50;

/**
 * The I/O the door's scan log needs from an adapter: one event's lines, newest first, at most
 * `limit`; and the e-mails of some users (null where there is none), in the order asked.
 */
export interface ScanLogSource {
  lines(eventId: string, limit: number): Promise<ScanLogDoc[]>;
  emails(uids: string[]): Promise<Array<string | null>>;
}

/**
 * The door's scan log for one event, each line with the e-mail of the organiser who scanned
 * it. A door has a handful of organisers: each is looked up once, and an id no user can have
 * is not looked up at all.
 */
export async function readScanLog(source: ScanLogSource, eventId: string): Promise<ScanLogEntry[]> {
  if (!isValidDocumentId(eventId)) return [];
  const lines = await source.lines(eventId, SCAN_LOG_LIMIT);
  const uids = [...new Set(lines.map((line) => line.adminUid))].filter(isValidDocumentId);
  const emails = await source.emails(uids);
  const emailOf = new Map(uids.map((uid, i) => [uid, emails[i] ?? null]));
  return lines.map((line) => ({ ...line, adminEmail: emailOf.get(line.adminUid) ?? null }));
}
