/** A small picture's `width`/`height` attributes, so the page keeps its box before it loads (no layout shift). */
type Sized = { width: number | null; height: number | null };

export function pictureSize(picture: Sized): { width?: number; height?: number } {
  return picture.width && picture.height ? { width: picture.width, height: picture.height } : {};
}
