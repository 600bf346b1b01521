import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraPhoto, smallPhotoWithGps, webSelfie } from '../../../test/images.js';
import { normalisePhoto } from './image.js';
import { stripJpegMetadata } from './jpeg.js';

const opts = { field: 'foto', invalidMessage: 'tidak valid' };

describe('JPEG metadata walker', () => {
  it('reads the frame size from the header and keeps the web’s selfie byte for byte but its metadata', async () => {
    const selfie = Buffer.from(await webSelfie(), 'base64');
    const walked = stripJpegMetadata(selfie)!;
    const meta = await sharp(selfie).metadata();
    expect(walked).toMatchObject({ width: meta.width, height: meta.height, hadExif: false });
    expect(await normalisePhoto(selfie, 'jpg', opts)).toEqual(walked.data);
  });

  it('notices EXIF, so a photo that may need turning goes to the image library, and drops it', async () => {
    const withGps = await smallPhotoWithGps();
    expect(stripJpegMetadata(withGps)?.hadExif).toBe(true);
    const cleaned = await normalisePhoto(withGps, 'jpg', opts);
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
  });

  it('shrinks a photo larger than allowed instead of keeping it', async () => {
    const big = await cameraPhoto(2000, 1500);
    expect(stripJpegMetadata(big)).toMatchObject({ width: 2000, height: 1500 });
    expect(await sharp(await normalisePhoto(big, 'jpg', opts)).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it('gives up on what is not a JPEG it understands', () => {
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull();
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toBeNull(); // a scan without a frame
  });
});
