/**
 * The design tokens. Tone colours are dark enough for white text at 4.5:1 (WCAG AA).
 * Level badges: admin danger, staff warning, freelancer info, clients none (spec doc 1 "Users").
 * Project status colours: production red, finalizing and ready amber, launched green (doc 2 section 4).
 */
/** The webfont the shell bundles and registers (shell/src/fonts/FontFaces.tsx): Noto Sans Thai, Thai and Latin. */
export const PRODUCT_FONT_FAMILY = 'Studio Noto Sans Thai';

export type Tone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning' | 'info';

const palette = {
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  success: '#15803d',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  warning: '#b45309',
  info: '#0369a1',
  neutral: '#4b5563',
};

export const theme = {
  colors: {
    ...palette,
    text: '#111827',
    textMuted: '#4b5563',
    textInverse: '#ffffff',
    border: '#d1d5db',
    borderStrong: '#9ca3af',
    background: '#f3f4f6',
    surface: '#ffffff',
    surfaceMuted: '#f9fafb',
    hover: '#eef2ff',
    overlay: 'rgba(17, 24, 39, 0.6)',
    lightbox: 'rgba(0, 0, 0, 0.92)',
    focus: '#2563eb',
    star: '#d97706',
    starMuted: '#9ca3af',
  },
  /** Background and text of a Badge or Toast in each tone. */
  tones: {
    neutral: { bg: '#e5e7eb', fg: '#1f2937', solid: palette.neutral },
    primary: { bg: '#dbeafe', fg: '#1e3a8a', solid: palette.primary },
    success: { bg: '#dcfce7', fg: '#14532d', solid: palette.success },
    danger: { bg: '#fee2e2', fg: '#7f1d1d', solid: palette.danger },
    warning: { bg: '#fef3c7', fg: '#78350f', solid: palette.warning },
    info: { bg: '#e0f2fe', fg: '#0c4a6e', solid: palette.info },
  } satisfies Record<Tone, { bg: string; fg: string; solid: string }>,
  levelTones: { admin: 'danger', staff: 'warning', freelancer: 'info' } as Record<string, Tone | undefined>,
  statusColors: {
    production: palette.danger,
    finalizing: palette.warning,
    ready: palette.warning,
    launched: palette.success,
    default: palette.neutral,
  } as Record<string, string>,
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radii: { sm: '4px', md: '6px', lg: '10px', round: '999px' },
  fonts: {
    // The shell's webfont first (shell/src/fonts): Thai reads the same on a machine without Thai fonts.
    body: `'${PRODUCT_FONT_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif`,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { normal: 400, medium: 500, bold: 600 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.06), 0 1px 3px rgba(0, 0, 0, 0.1)',
    popover: '0 4px 16px rgba(0, 0, 0, 0.16)',
    modal: '0 12px 40px rgba(0, 0, 0, 0.3)',
  },
  zIndex: { menu: 100, sideModal: 900, modal: 1000, toast: 1100, lightbox: 1200 },
  /** The comments side modal sits 80 px below the top and at least 30 px from the left edge. */
  sideModal: { top: '80px', left: '30px', width: '640px' },
  breakpoints: { sm: '640px', md: '960px', lg: '1280px' },
} as const;

export type StudioTheme = typeof theme;

/** Badge tone of a user level; clients (and unknown levels) get none. */
export function levelTone(level: string | null | undefined): Tone | undefined {
  return level ? theme.levelTones[level] : undefined;
}

/** Colour of a project status (icons, board columns). */
export function statusColor(status: string | null | undefined): string {
  return (status && theme.statusColors[status]) || theme.statusColors.default;
}
