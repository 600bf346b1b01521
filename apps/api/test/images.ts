import zlib from 'node:zlib';
import sharp from 'sharp';

/** A photo like the web sends: a JPEG already shrunk to 480 px, as base64. */
export async function webSelfie(seed = 0): Promise<string> {
  const buf = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: seed % 256, g: 120, b: 200 } } })
    .jpeg({ quality: 75 })
    .toBuffer();
  return buf.toString('base64');
}

/** A camera photo: large and carrying EXIF with a GPS position. */
export async function cameraPhoto(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 30 } } })
    .withExif({
      IFD0: { Make: 'KameraUji', Copyright: 'rahasia' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '7/1 47/1 49/1', GPSLongitudeRef: 'E', GPSLongitude: '110/1 22/1 13/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A small JPEG that still carries EXIF and GPS: the metadata must go without re-encoding. */
export async function smallPhotoWithGps(): Promise<Buffer> {
  return cameraPhoto(320, 240);
}

/** A tiny PNG whose header claims 60000 × 60000 pixels: must be refused before decoding. */
export async function imageBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  // IHDR data starts at byte 16: width and height, then its CRC over type + data at byte 29.
  out.writeUInt32BE(60_000, 16);
  out.writeUInt32BE(60_000, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29);
  return out;
}

export const b64 = (b: Buffer) => b.toString('base64');
