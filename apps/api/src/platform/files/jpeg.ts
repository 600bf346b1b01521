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
/** Huffman-coded frames (0xC0–0xC3, 0xC5–0xC7): every coded symbol costs at least one bit. */
const isHuffmanFrame = (marker: number) => marker <= 0xc7;
const DQT = 0xdb;
const DHT = 0xc4;

type Frame = { width: number; height: number; components: Set<number> };

/**
 * The frame header (SOF) if it describes an image a decoder can draw: 8- or 12-bit samples, a
 * size of at least one pixel (0 would defer the height to a later marker), one to four
 * components each with sampling factors 1–4 and a quantisation table defined before it, and a
 * length that matches the component count.
 */
function readFrame(input: Buffer, pos: number, length: number, quantTables: Set<number>): Frame | null {
  const count = input[pos + 9]!;
  if (length !== 8 + 3 * count || count < 1 || count > 4) return null;
  const precision = input[pos + 4];
  if (precision !== 8 && precision !== 12) return null;
  const height = input.readUInt16BE(pos + 5);
  const width = input.readUInt16BE(pos + 7);
  if (width === 0 || height === 0) return null;
  const components = new Set<number>();
  for (let c = 0; c < count; c++) {
    const at = pos + 10 + 3 * c;
    const h = input[at + 1]! >> 4;
    const v = input[at + 1]! & 0x0f;
    if (h < 1 || h > 4 || v < 1 || v > 4 || !quantTables.has(input[at + 2]!)) return null;
    components.add(input[at]!);
  }
  return { width, height, components };
}

/** A scan header (SOS) that names one to four of the frame's components. */
function isScanHeader(input: Buffer, pos: number, length: number, frame: Frame): boolean {
  const count = input[pos + 4]!;
  if (count < 1 || count > 4 || length !== 6 + 2 * count) return false;
  for (let c = 0; c < count; c++) if (!frame.components.has(input[pos + 5 + 2 * c]!)) return false;
  return true;
}

/**
 * Removes metadata from a JPEG without re-encoding it: the APP1–APP15 segments (EXIF, GPS, XMP,
 * ICC…) and comments go, everything the decoder needs stays. The frame header gives the pixel
 * size without decoding anything. Returns null when the file is not a JPEG this walker
 * understands, so the caller hands it to the image library instead, which decodes it.
 *
 * Since a file it accepts is stored without being decoded, the walker checks the structure a
 * decoder needs: quantisation tables before the frame, Huffman tables before the scan, a sane
 * frame and scan header, and enough coded data for the frame's size. Each 8×8 block of the
 * largest component codes at least its DC coefficient, one bit or more in a Huffman-coded
 * file, so a file with fewer than blocks ÷ 8 bytes after its first scan header cannot be the
 * image its header claims (a few hundred bytes of anything behind valid-looking markers).
 */
export function stripJpegMetadata(input: Buffer): StrippedJpeg | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const parts: Buffer[] = [input.subarray(0, 2)];
  let frame: Frame | undefined;
  let huffman = false;
  const quantTables = new Set<number>();
  let huffmanTables = false;
  let hadExif = false;
  let pos = 2;
  while (pos + 4 <= input.length) {
    if (input[pos] !== 0xff) return null;
    const marker = input[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return null; // end of image before any scan
    const length = input.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > input.length) return null;
    if (marker === 0xda) {
      if (!frame || !huffman || !huffmanTables || !isScanHeader(input, pos, length, frame)) return null;
      // Start of scan: the coded data follows verbatim up to the end-of-image marker. 0xFFD9
      // cannot occur inside coded data (0xFF is stuffed), and anything after it is dropped.
      const end = input.indexOf(EOI, pos + 2 + length);
      const blocks = Math.ceil(frame.width / 8) * Math.ceil(frame.height / 8);
      if (end < 0 || end - (pos + 2 + length) < Math.ceil(blocks / 8)) return null;
      parts.push(input.subarray(pos, end + 2));
      return { data: Buffer.concat(parts), width: frame.width, height: frame.height, hadExif };
    }
    if (marker === DQT) {
      // One or more tables: a byte of precision (high nibble) and id (low), then 64 or 128 bytes.
      for (let at = pos + 4; at < pos + 2 + length;) {
        const id = input[at]! & 0x0f;
        at += 1 + (input[at]! >> 4 === 0 ? 64 : 128);
        if (at > pos + 2 + length || id > 3) return null;
        quantTables.add(id);
      }
    }
    if (marker === DHT) huffmanTables = true;
    if (isFrameHeader(marker)) {
      if (frame || length < 8) return null;
      frame = readFrame(input, pos, length, quantTables) ?? undefined;
      if (!frame) return null;
      huffman = isHuffmanFrame(marker);
    }
    if (marker === 0xe1 && input.subarray(pos + 4, pos + 4 + EXIF.length).equals(EXIF)) hadExif = true;
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) parts.push(input.subarray(pos, pos + 2 + length));
    pos += 2 + length;
  }
  return null;
}
