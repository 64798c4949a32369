import { collection, limit, orderBy, query } from 'firebase/firestore';
import { MAIL_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { MAIL_OUTBOX_LIMIT, type MailApi } from '../../admin-backend';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { readQuery } from './read-docs';

/**
 * The ticket e-mails the fulfil flows wrote, newest first, with the delivery state the Trigger
 * Email extension writes back on each (it is what sends them).
 */
export function createMailApi(ctx: FirebaseAdminContext): MailApi {
  return {
    sendsEmail: true,
    list: () =>
      adminRead(ctx, MAIL_FETCH_FAILED_MESSAGE, () =>
        readQuery(
          'mail',
          query(collection(ctx.db, 'mail'), orderBy('createdAt', 'desc'), limit(MAIL_OUTBOX_LIMIT)),
        ),
      ),
  };
}
