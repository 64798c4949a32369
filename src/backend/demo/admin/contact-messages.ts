import { CONTACT_MESSAGES_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import type { ContactMessagesApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

export function createContactMessagesApi(
  ctx: DemoContext,
  actor: CurrentActor,
): ContactMessagesApi {
  return {
    list: () =>
      adminRead(ctx, actor, CONTACT_MESSAGES_FETCH_FAILED_MESSAGE, () =>
        ctx.db.contactMessages.orderBy('createdAt').reverse().toArray(),
      ),
  };
}
