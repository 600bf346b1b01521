/** A JPEG as the walker read it: the bytes without metadata, and what its header says. */
export type StrippedJpeg = {
  data: Buffer;
  width: number;
  height: number;
  /** An EXIF block was present: it may have asked for a rotation the stripped file forgets. */
  hadExif: boolean;
};

const EOI = Buffer.from([0xff, 0xd9]);
const EXIF = Buffer.from('Exif\0', 'latin1');

/** Start-of-frame markers (baseline, progressive, lossless…): 0xC0–0xCF but DHT, JPG and DAC. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Removes metadata from a JPEG without re-encoding it: the APP1–APP15 segments (EXIF, GPS, XMP,
 * ICC…) and comments go, everything the decoder needs stays. The frame header gives the pixel
 * size without decoding anything. Returns null when the file is not a JPEG this walker
 * understands, so the caller hands it to the image library instead.
 */
export function stripJpegMetadata(input: Buffer): StrippedJpeg | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const parts: Buffer[] = [input.subarray(0, 2)];
  let size: { width: number; height: number } | undefined;
  let hadExif = false;
  let pos = 2;
  while (pos + 4 <= input.length) {
    if (input[pos] !== 0xff) return null;
    const marker = input[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: the coded data follows verbatim up to the end-of-image marker. 0xFFD9
      // cannot occur inside coded data (0xFF is stuffed), and anything after it is dropped.
      const end = input.indexOf(EOI, pos + 2);
      if (end < 0 || !size) return null;
      parts.push(input.subarray(pos, end + 2));
      return { data: Buffer.concat(parts), ...size, hadExif };
    }
    if (marker === 0xd9) return null; // end of image before any scan
    const length = input.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > input.length) return null;
    if (isFrameHeader(marker)) {
      if (length < 7) return null;
      size = { height: input.readUInt16BE(pos + 5), width: input.readUInt16BE(pos + 7) };
    }
    if (marker === 0xe1 && input.subarray(pos + 4, pos + 4 + EXIF.length).equals(EXIF)) hadExif = true;
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) parts.push(input.subarray(pos, pos + 2 + length));
    pos += 2 + length;
  }
  return null;
}
