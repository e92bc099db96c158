import type { IconName } from 'shared-ui';

/**
 * Feeds name their icon (Ionicons names such as 'apps' or 'megaphone'); the known names map to a shared-ui Icon
 * and unknown ones show none rather than the raw name.
 */
const FEED_ICONS: Record<string, IconName> = {
  apps: 'grid',
  checkbox: 'check-square',
  'mail-unread': 'mail',
  book: 'book',
  megaphone: 'megaphone',
  people: 'users',
  person: 'user',
  chatbubbles: 'comment',
  star: 'star',
  videocam: 'video',
  mic: 'mic',
  brush: 'pencil',
  document: 'document',
};

export function feedIcon(icon: string | null | undefined): IconName | null {
  return (icon && FEED_ICONS[icon.replace(/-outline$/, '')]) || null;
}
