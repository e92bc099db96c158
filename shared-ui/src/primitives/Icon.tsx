/**
 * Inline SVG icons. Emoji and symbol characters render as empty boxes where no emoji font is installed, so icons
 * are drawn: 24×24 outlines (after Feather, MIT), 1em square (sized by the surrounding font-size), in
 * currentColor, hidden from assistive technology unless given a `label`.
 */
import type { CSSProperties } from 'react';

type IconShape = { d: string; filled?: boolean };

const ICONS = {
  bell: { d: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0' },
  check: { d: 'M20 6 9 17l-5-5' },
  circle: { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z' },
  close: { d: 'M18 6 6 18M6 6l12 12' },
  more: { d: 'M5 12h.01M12 12h.01M19 12h.01' },
  // Three filled dots (outlined 0.01-long strokes drew 2 px specks that read as faint on a menu button).
  'more-vertical': {
    d: 'M12 3.75a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 1 0 0-2.5zm0 7a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 1 0 0-2.5zm0 7a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 1 0 0-2.5z',
    filled: true,
  },
  menu: { d: 'M3 6h18M3 12h18M3 18h18' },
  'chevron-down': { d: 'm6 9 6 6 6-6' },
  'chevron-up': { d: 'm18 15-6-6-6 6' },
  'chevron-left': { d: 'm15 18-6-6 6-6' },
  'chevron-right': { d: 'm9 18 6-6-6-6' },
  'arrow-left': { d: 'M19 12H5M12 19l-7-7 7-7' },
  file: { d: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6' },
  document: { d: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8M10 9H8' },
  image: {
    d: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8.5 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3zM21 15l-5-5L5 21',
  },
  video: { d: 'm23 7-7 5 7 5zM3 5h11a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z' },
  film: {
    d: 'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM7 2v20M17 2v20M2 12h20M2 7h5M2 17h5M17 17h5M17 7h5',
  },
  user: { d: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8z' },
  users: {
    d: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  },
  'user-plus': { d: 'M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M8.5 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM20 8v6M23 11h-6' },
  money: { d: 'M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6' },
  comment: { d: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z' },
  mail: { d: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6' },
  star: { d: 'm12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z', filled: true },
  'star-outline': { d: 'm12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z' },
  upload: { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12' },
  undo: { d: 'm9 14-5-5 5-5M20 20v-7a4 4 0 0 0-4-4H4' },
  unlock: { d: 'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM7 11V7a5 5 0 0 1 9.9-1' },
  'check-square': { d: 'm9 11 3 3L22 4M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11' },
  bookmark: { d: 'm19 21-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z' },
  briefcase: {
    d: 'M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16',
  },
  pencil: { d: 'M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z' },
  megaphone: { d: 'M11 5 6 9H2v6h4l5 4zM15.54 8.46a5 5 0 0 1 0 7.07M19.07 4.93a10 10 0 0 1 0 14.14' },
  book: { d: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z' },
  mic: { d: 'M12 1a3 3 0 0 0-3 3v8a3 3 0 0 0 6 0V4a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v4M8 23h8' },
  grid: { d: 'M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z' },
  at: { d: 'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-3.92 7.94' },
  search: { d: 'M11 3a8 8 0 1 0 0 16 8 8 0 1 0 0-16zM21 21l-4.35-4.35' },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export type IconProps = {
  name: IconName;
  /** Names the icon for assistive technology; without it the icon is decorative (`aria-hidden`). */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

export function Icon({ name, label, className, style }: IconProps) {
  const shape: IconShape = ICONS[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={shape.filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      style={{ verticalAlign: '-0.125em', flexShrink: 0, ...style }}
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={shape.d} />
    </svg>
  );
}
