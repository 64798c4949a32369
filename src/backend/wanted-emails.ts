import { normaliseEmail } from '@/domain/email';

/**
 * The e-mails an accountsAmong call asks about (admin-backend.ts), as accounts store them:
 * normalised, blanks dropped, each once.
 */
export function wantedEmails(emails: readonly unknown[]): string[] {
  const wanted = emails.map((email) => normaliseEmail(String(email ?? '')));
  return [...new Set(wanted.filter((email) => email !== ''))];
}
