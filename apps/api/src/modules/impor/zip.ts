import { crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

type Entry = { name: string; offset: number; unzipped: number };
/** A zip's entries as its central directory lists them, and where that directory starts. */
export type ZipDirectory = { entries: Entry[]; start: number };

/** The central directory of a zip, or null when the bytes hold no readable one. */
export function zipDirectory(data: Buffer): ZipDirectory | null {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - END_SEARCH); i--) {
    if (data.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end === -1) return null;
  const count = data.readUInt16LE(end + 10);
  const start = data.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0, at = start; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const offset = data.readUInt32LE(at + 42);
    if (offset + 30 > start || data.readUInt32LE(offset) !== LOCAL_HEADER) return null;
    const size = data.readUInt32LE(at + 24);
    // A ZIP64 size does not fit 32 bits: no spreadsheet of ours is that large.
    entries.push({ name: data.toString('utf8', at + 46, at + 46 + nameLength), offset, unzipped: size === 0xffffffff ? Infinity : size });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return { entries, start };
}

/** What the entries declare they inflate to. */
export const unzippedSize = (dir: ZipDirectory) => dir.entries.reduce((sum, e) => sum + e.unzipped, 0);

/** Parts a workbook's sheets need, which a streaming reader must meet before the sheets. */
const FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/**
 * The zip's entries as a stream of parts, those a sheet needs first. Excel writes the shared
 * strings after the sheets, and a streaming reader then spools each sheet to a temporary file
 * it removes only when read to the end; met first, they let it read the sheet as it arrives.
 * Each entry's bytes are passed as they are (no central directory: a streaming reader stops
 * without one); a workbook without shared strings gets an empty list of them.
 */
export function inReadingOrder(data: Buffer, dir: ZipDirectory): Buffer[] {
  const byOffset = [...dir.entries].sort((a, b) => a.offset - b.offset);
  const records = byOffset.map((e, i) => ({ name: e.name, bytes: data.subarray(e.offset, byOffset[i + 1]?.offset ?? dir.start) }));
  if (!records.some((r) => r.name === 'xl/sharedStrings.xml'))
    records.push({ name: 'xl/sharedStrings.xml', bytes: storedEntry('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS) });
  const rank = (name: string) => (FIRST.includes(name) ? FIRST.indexOf(name) : FIRST.length);
  return records.sort((a, b) => rank(a.name) - rank(b.name)).map((r) => r.bytes);
}

/** A zip entry stored without compression. */
function storedEntry(name: string, text: string): Buffer {
  const body = Buffer.from(text, 'utf8');
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt32LE(crc32(body), 14);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, body]);
}
