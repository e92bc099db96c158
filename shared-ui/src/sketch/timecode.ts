/** The review player's clock: 25 frames a second, shown as HH:MM:SS:FF. */
export const FPS = 25;

export const frameOf = (seconds: number): number => Math.max(0, Math.round(seconds * FPS));
/** The middle of the frame, so a seek lands inside it whatever the decoder rounds to. */
export const secondsOf = (frame: number): number => (frame + 0.5) / FPS;

const two = (n: number) => String(n).padStart(2, '0');

export function timecodeOf(frame: number): string {
  const seconds = Math.floor(frame / FPS);
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}:${two(frame % FPS)}`;
}
