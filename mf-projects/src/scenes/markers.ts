/**
 * Number markers on a scene image (spec doc 2 sections 2, 3 and 9): markers 1 to 8, each with sub-numbers 1 to 9,
 * in 8 colours (one per marker), placed in percent of the image's width and height so they stay put at any size.
 * Keys are "3" (marker 3) or "3.2" (marker 3, sub-number 2), as the server stores them.
 */
export type MarkerPoint = { x: number; y: number };
export type MarkerMap = Record<string, MarkerPoint>;

export const MARKER_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const SUB_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** One colour per marker number (8), readable with white text (contrast 4.5:1 or more). */
export const MARKER_COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#bf360c', '#00695c', '#ad1457', '#4e342e'] as const;
/** The palette's rows are this far apart (px). */
export const MARKER_ROW_SPACING = 40;
/** A marker's position is saved this long after the last drag ends (ms). */
export const MARKER_SAVE_DELAY = 1000;
/** One arrow-key press moves a marker this far (percent); with Shift ten times as far. */
export const MARKER_KEY_STEP = 1;

const KEY = /^([1-8])(?:\.([1-9]))?$/;

export const markerKey = (number: number, sub?: number): string => (sub ? `${number}.${sub}` : `${number}`);
export const isMarkerKey = (key: string): boolean => KEY.test(key);

/** The colour of a key's marker number ("3.2" → the colour of 3). */
export function markerColour(key: string): string {
  const match = KEY.exec(key);
  return MARKER_COLOURS[(match ? Number(match[1]) : 1) - 1];
}

/** A key's visible label: "3" or "3.2". */
export const markerLabel = (key: string): string => key;

const clamp = (value: number) => Math.min(100, Math.max(0, value));
/** Two decimals are plenty on any screen and keep saved numbers short. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A point inside the image's box, in percent (0-100, clamped: dropping beside the image pins it to the edge). */
export function toPercent(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): MarkerPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: round(clamp(((clientX - box.left) / box.width) * 100)), y: round(clamp(((clientY - box.top) / box.height) * 100)) };
}

/** A point moved by a step in percent, kept on the image. */
export function nudge(point: MarkerPoint, dx: number, dy: number): MarkerPoint {
  return { x: round(clamp(point.x + dx)), y: round(clamp(point.y + dy)) };
}

/** Where a newly placed marker lands when placed by keyboard or click on the palette: spread along the top. */
export function defaultPlace(key: string): MarkerPoint {
  const match = KEY.exec(key);
  const number = match ? Number(match[1]) : 1;
  const sub = match?.[2] ? Number(match[2]) : 0;
  return { x: round(5 + (number - 1) * 12), y: round(8 + sub * 9) };
}

/** Keys in reading order: 1, 1.1 … 1.9, 2, … */
export function sortedKeys(map: MarkerMap): string[] {
  const order = (key: string) => {
    const [n, s = '0'] = key.split('.');
    return Number(n) * 10 + Number(s);
  };
  return Object.keys(map)
    .filter(isMarkerKey)
    .sort((a, b) => order(a) - order(b));
}
