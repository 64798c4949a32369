import { loadQrDetector } from './load-qr-detector';

/** Why a picture gave no ticket code. */
export type ImageReadFailure = 'no-qr' | 'not-an-image';

export class ImageReadError extends Error {
  constructor(readonly reason: ImageReadFailure) {
    super(reason === 'no-qr' ? 'No QR code found in the image.' : 'The file is not an image.');
    this.name = 'ImageReadError';
  }
}

async function openImage(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageReadError('not-an-image');
  }
}

/**
 * Reads the QR in a photo or screenshot (venues have bad cameras and bad light). Rejects with
 * ImageReadError when the file is no image or holds no readable QR, and with the loader's own
 * error when the decoder could not load.
 */
export async function decodeImageFile(file: Blob): Promise<string> {
  const [detector, bitmap] = await Promise.all([loadQrDetector(), openImage(file)]);
  try {
    const [text] = await detector.detect(bitmap, 'whole');
    if (text === undefined) throw new ImageReadError('no-qr');
    return text;
  } finally {
    bitmap.close();
  }
}
