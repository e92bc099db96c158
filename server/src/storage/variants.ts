// Image variants, made on upload with sharp: `{id}_t.jpg` (thumbnail), `_s` (small), `_l` (large).
// Profile pictures are square crops at every size; other images keep their proportions beyond the
// square thumbnail.
import { Readable } from 'node:stream';
import sharp from 'sharp';
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

/**
 * Reads the stored original and writes its three JPEG variants. Throws ImageUnreadableError when the
 * bytes are not a decodable image (a file that only looks like one); nothing is left behind then.
 */
export async function makeVariants(
  storage: FileStorage,
  originalKey: string,
  fileId: string,
  shape: 'square' | 'proportional',
): Promise<void> {
  const original = await storage.read(originalKey);
  if (!original) throw new ImageUnreadableError('The stored image is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of original) chunks.push(chunk as Buffer);
  const input = Buffer.concat(chunks);
  let outputs: Array<[Variant, Buffer]>;
  try {
    // First frame only (animated GIF/WebP), turned by its EXIF orientation, on white where transparent.
    const base = sharp(input, { animated: false, failOn: 'error' }).rotate();
    outputs = await Promise.all(
      VARIANTS.map(async (variant): Promise<[Variant, Buffer]> => {
        const size = SIZES[shape][variant];
        const buffer = await base
          .clone()
          .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === 'inside' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        return [variant, buffer];
      }),
    );
  } catch (error) {
    throw new ImageUnreadableError(error instanceof Error ? error.message : String(error));
  }
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
}

export async function deleteVariants(storage: FileStorage, fileId: string): Promise<void> {
  await Promise.all(VARIANTS.map((variant) => storage.delete(variantKey(fileId, variant))));
}
