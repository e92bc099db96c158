import type { NotificationWithActor } from '../repositories/notifications';
import type { NotifJson } from '../schemas/notification';
import { renderMarkdown } from '../services/markdown';
import { iso } from './dates';

export function presentNotification(notification: NotificationWithActor): NotifJson {
  return {
    _id: notification.id,
    text: notification.text,
    html: renderMarkdown(notification.text),
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
