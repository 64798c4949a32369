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
  return nameScanLogLines(source, await source.lines(eventId, SCAN_LOG_LIMIT));
}

/**
 * Lines of the scan log with the e-mails of the staff who made them: the line's own
 * `staffEmail`, or for a line from before it, the user's record, each looked up once.
 */
export async function nameScanLogLines(
  source: Pick<ScanLogSource, 'emails'>,
  lines: ScanLogDoc[],
): Promise<ScanLogEntry[]> {
  const unnamed = lines.filter((line) => !line.staffEmail).map((line) => line.adminUid);
  const uids = [...new Set(unnamed)].filter(isValidDocumentId);
  const emails = uids.length > 0 ? await source.emails(uids) : [];
  const emailOf = new Map(uids.map((uid, i) => [uid, emails[i] ?? null]));
  return lines.map((line) => ({
    ...line,
    adminEmail: line.staffEmail || (emailOf.get(line.adminUid) ?? null),
  }));
}

/**
 * The door's conflicts (docs/design.md §5.7) among some scan-log lines of one event: its
 * 'conflict' lines, newest first (ties by id, so every lane lists them alike).
 */
export function doorConflictsOf(lines: readonly ScanLogDoc[], eventId: string): ScanLogDoc[] {
  return lines
    .filter((line) => line.result === 'conflict' && line.eventId === eventId)
    .sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
}
