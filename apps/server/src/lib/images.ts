import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, type UploadArea } from '@discus/domain/constants';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { BadRequest } from './errors.ts';

/** The upload is not a picture we accept (unknown format, SVG from a user, too large, corrupt): a 400. */
export class InvalidImage extends BadRequest {}

// A decompression bomb (a tiny file that claims a huge canvas) is refused before it is decoded.
export const limitInputPixels = 40_000_000;

const WEBP = { quality: 78, effort: 4 } as const;
const LARGEST = Math.max(...IMAGE_WIDTHS);

// Widths are what the srcset promises; a very tall picture is also kept to twice its width in height.
const bounds = (width: number) => ({ width, height: width * 2, fit: 'inside' as const, withoutEnlargement: true });

export type SavedImage = { filename: string; width: number; height: number };

export type SaveImageOptions = {
  uploadsDir: string;
  area: UploadArea;
  /** Only the shop's own generated art may be SVG: an uploaded SVG can carry scripts and links. */
  allowSvg?: boolean;
};

function acceptedFormat(meta: Metadata, allowSvg: boolean): boolean {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      // sharp reports AVIF as HEIF; HEIC (HEVC) photos are not decodable by every browser we serve.
      return meta.compression === 'av1';
    case 'svg':
      return allowSvg;
    default:
      return false;
  }
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    // Only the header is read here, so the size limit is checked below with a clearer message.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidImage('The file is not an image we can read.');
  }
}

/**
 * Re-encodes a picture (judged by its content, never its name) to WebP at every width in
 * IMAGE_WIDTHS, without metadata and upright. The name is a hash of the content, so saving the
 * same picture twice gives the same files.
 */
export async function saveImage(input: Buffer, opts: SaveImageOptions): Promise<SavedImage> {
  const meta = await readMetadata(input);
  if (!acceptedFormat(meta, opts.allowSvg ?? false)) {
    throw new InvalidImage('Please upload a JPEG, PNG, WebP, AVIF or GIF image.');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > limitInputPixels) {
    throw new InvalidImage('The image is too large; please upload one under 40 megapixels.');
  }

  // Decode once at the largest width we keep, then derive the smaller widths from those pixels.
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await sharp(input, { limitInputPixels, failOn: 'error' })
      .autoOrient()
      .resize(bounds(LARGEST))
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new InvalidImage('The image could not be decoded.');
  }
  const { width, height, channels } = largest.info;
  const raw = { raw: { width, height, channels } };

  const outputs = await Promise.all(
    IMAGE_WIDTHS.map(async (w) => {
      // Never upscale: a small source is stored as-is under every width name, so no URL 404s.
      const data = await sharp(largest.data, raw).resize(bounds(w)).webp(WEBP).toBuffer();
      return { w, data };
    }),
  );

  const biggest = outputs.find((o) => o.w === LARGEST);
  if (!biggest) throw new Error('IMAGE_WIDTHS must include its own maximum');
  const filename = createHash('sha256').update(biggest.data).digest('hex').slice(0, 20);

  const dir = path.join(opts.uploadsDir, opts.area);
  await mkdir(dir, { recursive: true });
  await Promise.all(outputs.map((o) => writeAtomically(path.join(dir, `${filename}-${o.w}.webp`), o.data)));
  return { filename, width, height };
}

// A reader must never be served a half-written file.
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
