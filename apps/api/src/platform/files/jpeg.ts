/**
 * Removes metadata from a baseline JPEG without re-encoding it: the APP1–APP15 segments (EXIF,
 * GPS, XMP, ICC…) and comments go, everything the decoder needs stays. Returns null when the
 * file is not a JPEG this walker understands, so the caller re-encodes it instead.
 */
const EOI = Buffer.from([0xff, 0xd9]);

export function stripJpegMetadata(input: Buffer): Buffer | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const parts: Buffer[] = [input.subarray(0, 2)];
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
      if (end < 0) return null;
      parts.push(input.subarray(pos, end + 2));
      return Buffer.concat(parts);
    }
    if (marker === 0xd9) return null; // end of image before any scan
    const length = input.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > input.length) return null;
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) parts.push(input.subarray(pos, pos + 2 + length));
    pos += 2 + length;
  }
  return null;
}
