// Image variants, made on upload with sharp: `{id}_t.jpg` (thumbnail), `_s` (small), `_l` (large).
// Profile pictures are square crops at every size; other images keep their proportions beyond the
// square thumbnail.
import { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import type { FileStorage } from './storage';

export const VARIANTS = ['t', 's', 'l'] as const;
export type Variant = (typeof VARIANTS)[number];

interface VariantSize {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

const SIZES: Record<'square' | 'proportional', Record<Variant, VariantSize>> = {
  square: {
    t: { width: 128, height: 128, fit: 'cover' },
    s: { width: 320, height: 320, fit: 'cover' },
    l: { width: 800, height: 800, fit: 'cover' },
  },
  proportional: {
    t: { width: 160, height: 160, fit: 'cover' },
    s: { width: 480, height: 480, fit: 'inside' },
    l: { width: 1600, height: 1600, fit: 'inside' },
  },
};

export const variantKey = (fileId: string, variant: Variant): string => `${fileId}_${variant}.jpg`;

export class ImageUnreadableError extends Error {}

/** The most pixels (width × height) an uploaded image may have: a 61-megapixel camera's photo fits, a bomb does not. */
export const MAX_IMAGE_PIXELS = 64_000_000;
export const MAX_IMAGE_PIXELS_LABEL = '64 megapixels';
/** Images decoded at once, server-wide; more wait their turn (each decode takes a core and up to ~250 MB). */
export const IMAGE_WORK_CONCURRENCY = 2;

/** The image's header says it is larger than MAX_IMAGE_PIXELS: refused before any pixel is decoded. */
export class ImageTooLargeError extends Error {}

/** A counting semaphore: at most `limit` tasks run at once, the rest wait in order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

export const imageWork = new Semaphore(IMAGE_WORK_CONCURRENCY);

/**
 * Reads the stored original and writes its three JPEG variants, at most IMAGE_WORK_CONCURRENCY images at once.
 * Throws ImageTooLargeError over the pixel limit and ImageUnreadableError when the bytes are not a decodable image
 * (a file that only looks like one); nothing is left behind then.
 */
export async function makeVariants(
  storage: FileStorage,
  originalKey: string,
  fileId: string,
  shape: 'square' | 'proportional',
): Promise<{ size: number; width: number; height: number }> {
  return imageWork.run(async () => {
    const { picture, width, height, outputs } = await variantsOf(storage, originalKey, shape);
    // The original is replaced by its re-encoded picture (issue 19): nothing stored rides along after the image.
    const size = await storage.write(originalKey, Readable.from([picture]));
    const written: string[] = [];
    try {
      for (const [variant, buffer] of outputs) {
        await storage.write(variantKey(fileId, variant), Readable.from([buffer]));
        written.push(variantKey(fileId, variant));
      }
    } catch (error) {
      await Promise.all(written.map((key) => storage.delete(key)));
      throw error;
    }
    return { size, width, height };
  });
}

/**
 * The three variants of the stored original. Its header is read first: an image over MAX_IMAGE_PIXELS throws
 * ImageTooLargeError without being decoded (sharp's `limitInputPixels` backs this up for the decode itself).
 */
async function variantsOf(
  storage: FileStorage,
  originalKey: string,
  shape: 'square' | 'proportional',
): Promise<{ picture: Buffer; width: number; height: number; outputs: Array<[Variant, Buffer]> }> {
  const original = await storage.read(originalKey);
  if (!original) throw new ImageUnreadableError('The stored image is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of original) chunks.push(chunk as Buffer);
  const input = Buffer.concat(chunks);
  let header: Metadata;
  try {
    header = await sharp(input, { animated: false, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageUnreadableError(error instanceof Error ? error.message : String(error));
  }
  if (!header.width || !header.height) throw new ImageUnreadableError('The image has no size');
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError(`${header.width}×${header.height}`);
  try {
    // First frame only (animated GIF/WebP), turned by its EXIF orientation, on white where transparent.
    const base = sharp(input, { animated: false, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const picture = await reencoded(input, header);
    const made = await Promise.all(
      VARIANTS.map(async (variant) => {
        const size = SIZES[shape][variant];
        const { data, info } = await base
          .clone()
          .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === 'inside' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return { variant, data, info };
      }),
    );
    // Pages show the small variant: its size lets them reserve the picture's box before it loads.
    const small = made.find((output) => output.variant === 's')!.info;
    return {
      picture,
      width: small.width,
      height: small.height,
      outputs: made.map(({ variant, data }): [Variant, Buffer] => [variant, data]),
    };
  } catch (error) {
    throw new ImageUnreadableError(error instanceof Error ? error.message : String(error));
  }
}

export async function deleteVariants(storage: FileStorage, fileId: string): Promise<void> {
  await Promise.all(VARIANTS.map((variant) => storage.delete(variantKey(fileId, variant))));
}

/**
 * The image decoded and encoded again in its own format (every frame of an animation; a JPEG turned by its EXIF
 * orientation), so only the picture is kept: appended bytes, metadata and anything hidden in chunks are dropped.
 */
async function reencoded(input: Buffer, header: Metadata): Promise<Buffer> {
  const animated = (header.pages ?? 1) > 1;
  const image = sharp(input, { animated, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
  switch (header.format) {
    case 'jpeg':
      return image.rotate().jpeg({ quality: 92, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 92 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      throw new ImageUnreadableError(`Images of the format ${header.format ?? 'unknown'} are not kept`);
  }
}
