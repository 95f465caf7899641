import { FEEDBACK_LIMITS } from '@playdeck/contracts';
import { AppError } from '../../lib/errors';
import { loadSharp } from '../../lib/sharp';

export type PictureType = 'png' | 'jpeg';

/** A picture fit to keep: re-encoded, so nothing of the sender's bytes but the pixels remains. */
export interface CheckedPicture {
  type: PictureType;
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Markup or script a picture's text parts (comments, metadata, bytes after its end) must not hold. */
const MARKUP = /<\s*(script|html|body|svg|iframe|object|embed|\?php)|javascript:/i;

/** The longest side a kept picture is scaled down to (a feedback screenshot needs no more). */
const KEPT_SIDE = 2560;

function typeOf(bytes: Buffer): PictureType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

/**
 * The parts of a file that are text rather than compressed pixels: a JPEG's APPn and COM
 * segments and a PNG's text chunks, and whatever follows the image's end. A polyglot (a picture
 * that is also a page or a script) hides there. The pixel data is not searched: compressed
 * bytes match short patterns by chance.
 */
function textParts(bytes: Buffer, type: PictureType): Buffer[] {
  const parts: Buffer[] = [];
  if (type === 'jpeg') {
    let at = 2;
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1] as number;
      if (marker === 0xda) break; // start of scan: pixel data follows
      const length = bytes.readUInt16BE(at + 2);
      if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) parts.push(bytes.subarray(at + 4, at + 2 + length));
      at += 2 + length;
    }
    const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    if (end >= 0) parts.push(bytes.subarray(end + 2));
  } else {
    let at = 8;
    while (at + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(at);
      const name = bytes.toString('latin1', at + 4, at + 8);
      if (name === 'tEXt' || name === 'iTXt') parts.push(bytes.subarray(at + 8, at + 8 + length));
      at += 12 + length;
      if (name === 'IEND') break;
    }
    parts.push(bytes.subarray(at));
  }
  return parts;
}

/**
 * Checks an uploaded picture by its content (spec 5: png or jpg, 5 MB; issue 11: magic bytes,
 * dimensions bounded, re-encoded): the name and the declared type are not believed. Refuses
 * with the upload error a player can act on; re-encodes what passes (orientation applied,
 * metadata such as the location dropped, scaled to at most 2,560 pixels a side).
 */
export async function checkedPicture(bytes: Buffer): Promise<CheckedPicture> {
  if (bytes.length === 0) throw new AppError('upload.empty');
  if (bytes.length > FEEDBACK_LIMITS.maxImageBytes) throw new AppError('upload.too.large');
  const type = typeOf(bytes);
  if (!type) throw new AppError('upload.type');
  if (textParts(bytes, type).some((part) => MARKUP.test(part.toString('latin1')))) throw new AppError('upload.type');

  const sharp = await loadSharp();
  const options = { limitInputPixels: FEEDBACK_LIMITS.maxImagePixels, failOn: 'error' as const };
  // The header alone says the size: a picture of 20,000 pixels a side is refused before it is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta || meta.format !== type || !meta.width || !meta.height) throw new AppError('upload.type');
  const { width, height } = meta;
  const side = FEEDBACK_LIMITS.maxImageSide;
  if (width > side || height > side || width * height > FEEDBACK_LIMITS.maxImagePixels)
    throw new AppError('upload.dimensions');

  const pipeline = sharp(bytes, options)
    .rotate()
    .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
  const data = await encoded.toBuffer().catch(() => undefined);
  if (!data) throw new AppError('upload.type');
  return { type, data };
}
