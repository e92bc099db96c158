import type { NotificationWithActor } from '../repositories/notifications';
import type { NotifJson } from '../schemas/notification';
import { iso } from './dates';

/** A notification as its reader sees it: `view` is its rendering in the reader's language (services/notifications). */
export function presentNotification(notification: NotificationWithActor & { view: { text: string; html: string } }): NotifJson {
  return {
    _id: notification.id,
    text: notification.view.text,
    html: notification.view.html,
    url: notification.url,
    created: iso(notification.created_at),
    actionType: notification.action_type,
    read: notification.read,
    count: notification.count,
    itemId: notification.item_id,
    actor: notification.actor_id
      ? { _id: notification.actor_id, name: notification.actor_name ?? '', picture: notification.actor_picture }
      : null,
  };
}
