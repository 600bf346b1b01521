const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/**
 * What a zip's entries declare they inflate to, from its central directory, or null when the
 * bytes hold no readable directory. A ZIP64 size (too large for 32 bits) counts as infinite.
 */
export function unzippedSize(data: Buffer): number | null {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - END_SEARCH); i--) {
    if (data.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end === -1) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = data.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Infinity : size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}
