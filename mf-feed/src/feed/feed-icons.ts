/**
 * Feeds name their icon (Ionicons names such as 'apps' or 'megaphone'); the workspace ships no icon font, so the
 * known names map to a glyph and unknown ones show none rather than the raw name.
 */
const GLYPHS: Record<string, string> = {
  apps: '▦',
  checkbox: '☑',
  'mail-unread': '✉',
  book: '📖',
  megaphone: '📣',
  people: '👥',
  person: '👤',
  chatbubbles: '💬',
  star: '★',
  videocam: '🎥',
  mic: '🎙',
  brush: '🖌',
  document: '📄',
};

export function feedGlyph(icon: string | null | undefined): string | null {
  return (icon && GLYPHS[icon.replace(/-outline$/, '')]) || null;
}
