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

  it('refuses a real header in front of too little coded data for the frame’s size, so the image library decodes it', async () => {
    const selfie = Buffer.from(await webSelfie(4), 'base64');
    const sos = selfie.indexOf(Buffer.from([0xff, 0xda]));
    const scanStart = sos + 2 + selfie.readUInt16BE(sos + 2);
    // Tables, frame and scan header of a 480 × 360 photo, then 200 bytes of its coded data.
    const cut = Buffer.concat([selfie.subarray(0, scanStart + 200), Buffer.from([0xff, 0xd9])]);
    expect(stripJpegMetadata(cut)).toBeNull();
    // The image library decodes what there is (libjpeg greys the rest): what is stored is its re-encoded image.
    const stored = await normalisePhoto(cut, 'jpg', opts);
    expect(stored.equals(cut)).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
  });

  it('refuses a frame without its quantisation tables or a scan without Huffman tables', async () => {
    const selfie = Buffer.from(await webSelfie(5), 'base64');
    /** The selfie without every segment of `marker` before its scan. */
    const withoutSegment = (marker: number) => {
      const kept: Buffer[] = [selfie.subarray(0, 2)];
      let pos = 2;
      while (selfie[pos + 1] !== 0xda) {
        const end = pos + 2 + selfie.readUInt16BE(pos + 2);
        if (selfie[pos + 1] !== marker) kept.push(selfie.subarray(pos, end));
        pos = end;
      }
      return Buffer.concat([...kept, selfie.subarray(pos)]);
    };
    expect(stripJpegMetadata(selfie)).not.toBeNull();
    expect(stripJpegMetadata(withoutSegment(0xdb))).toBeNull();
    expect(stripJpegMetadata(withoutSegment(0xc4))).toBeNull();
  });
});
