// What the notification routes share: the caller's own notification, or 404.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { NotFoundError } from '../../../errors';
import { can, type Actor } from '../../../policies';
import { findNotification } from '../../../repositories/notifications';

/** The actor's own notification; anyone else's is "not found" (its existence is nobody else's business). */
export async function loadOwnNotification(db: Kysely<Database>, actor: Actor, id: string) {
  const notification = await findNotification(db, id);
  if (!notification || !can(actor, 'update', 'notification', { userId: notification.user_id })) {
    throw new NotFoundError('Notification not found');
  }
  return notification;
}
