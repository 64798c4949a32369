import { collection, orderBy, query } from 'firebase/firestore';
import { CONTACT_MESSAGES_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import type { ContactMessagesApi } from '../../admin-backend';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { readQuery } from './read-docs';

export function createContactMessagesApi(ctx: FirebaseAdminContext): ContactMessagesApi {
  return {
    list: () =>
      adminRead(ctx, CONTACT_MESSAGES_FETCH_FAILED_MESSAGE, () =>
        readQuery(
          'contactMessages',
          query(collection(ctx.db, 'contactMessages'), orderBy('createdAt', 'desc')),
        ),
      ),
  };
}
