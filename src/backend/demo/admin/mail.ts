import { MAIL_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { MAIL_OUTBOX_LIMIT, type MailApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** The demo's outbox: the ticket e-mails the flows wrote, kept and never sent. */
export function createMailApi(ctx: DemoContext, actor: CurrentActor): MailApi {
  return {
    sendsEmail: false,
    list: () =>
      adminRead(ctx, actor, MAIL_FETCH_FAILED_MESSAGE, () =>
        ctx.db.mail.orderBy('createdAt').reverse().limit(MAIL_OUTBOX_LIMIT).toArray(),
      ),
  };
}
