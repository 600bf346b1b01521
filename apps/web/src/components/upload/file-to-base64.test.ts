// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { shrinkToJpeg } from '../../lib/shrink-image';
import { DOCUMENT_RULE, PDF_RULE, PHOTO_RULE, SOURCE_IMAGE_MAX_BYTES, dataUrlBytes, fileToBase64, sniffType } from './file-to-base64';

vi.mock('../../lib/shrink-image', () => ({ shrinkToJpeg: vi.fn() }));

const MB = 1024 * 1024;
const HEADS = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0x24, 0, 0, 0],
      [...'WEBP'].map((c) => c.charCodeAt(0)),
    ),
  pdf: [...'%PDF-1.4'].map((c) => c.charCodeAt(0)),
  exe: [0x4d, 0x5a, 0x90, 0x00],
};

/** A file of `size` bytes starting with `head`, named and typed as the browser would report it. */
function fileOf(head: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

const smallJpeg = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;
const createImageBitmap = vi.fn();

beforeEach(() => {
  vi.stubGlobal('createImageBitmap', createImageBitmap);
  createImageBitmap.mockResolvedValue({ width: 4000, height: 3000, close: vi.fn() });
  vi.mocked(shrinkToJpeg).mockReturnValue(smallJpeg(80_000));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('sniffType', () => {
  it('tells the kinds the portal takes by their first bytes, whatever the name says', async () => {
    expect(await sniffType(fileOf(HEADS.jpeg, 16, 'a.pdf', 'application/pdf'))).toBe('image/jpeg');
    expect(await sniffType(fileOf(HEADS.png, 16, 'a.png', 'image/png'))).toBe('image/png');
    expect(await sniffType(fileOf(HEADS.webp, 16, 'a.webp', 'image/webp'))).toBe('image/webp');
    expect(await sniffType(fileOf(HEADS.pdf, 16, 'a.pdf', 'application/pdf'))).toBe('application/pdf');
  });

  it('knows nothing else, such as a program renamed .pdf, or an empty file', async () => {
    expect(await sniffType(fileOf(HEADS.exe, 512, 'surat.pdf', 'application/pdf'))).toBeUndefined();
    expect(await sniffType(new File([], 'kosong.pdf', { type: 'application/pdf' }))).toBeUndefined();
  });
});

describe('dataUrlBytes', () => {
  it("counts the decoded bytes of a data URL's base64", () => {
    expect(dataUrlBytes('data:image/jpeg;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,QUI=')).toBe(2);
    expect(dataUrlBytes('data:image/jpeg;base64,QQ==')).toBe(1);
  });
});

describe('fileToBase64', () => {
  it("refuses a program renamed .pdf or .jpg with the field's type message, before reading it", async () => {
    expect(await fileToBase64(fileOf(HEADS.exe, 512, 'surat.pdf', 'application/pdf'), PDF_RULE)).toEqual({ ok: false, message: MSG.fileTypePdf });
    expect(await fileToBase64(fileOf(HEADS.exe, 512, 'foto.jpg', 'image/jpeg'), PHOTO_RULE)).toEqual({ ok: false, message: MSG.imageTypeJpgPng });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('answers a PDF-only field with the PDF-only message, a JPG/PNG/PDF field with its own', async () => {
    const jpeg = fileOf(HEADS.jpeg, 1024, 'surat.jpg', 'image/jpeg');
    expect(await fileToBase64(jpeg, PDF_RULE)).toEqual({ ok: false, message: MSG.fileTypePdf });
    const gif = fileOf([0x47, 0x49, 0x46, 0x38], 64, 'a.gif', 'image/gif');
    expect(await fileToBase64(gif, DOCUMENT_RULE)).toEqual({ ok: false, message: MSG.fileTypeJpgPngPdf });
  });

  it("shrinks a phone camera's photo of several MB first, then checks the result against 2 MB", async () => {
    const photo = fileOf(HEADS.jpeg, 7 * MB, 'IMG_0001.jpg', 'image/jpeg');
    expect(await fileToBase64(photo, PHOTO_RULE)).toEqual({ ok: true, dataUrl: smallJpeg(80_000) });
    expect(vi.mocked(shrinkToJpeg).mock.calls[0]?.[3]).toMatchObject({ maxSide: 640 });
  });

  it('refuses a shrunk image still over 2 MB, and an original too large to decode without decoding it', async () => {
    vi.mocked(shrinkToJpeg).mockReturnValue(smallJpeg(2 * MB + 1));
    expect(await fileToBase64(fileOf(HEADS.png, 3 * MB, 'scan.png', 'image/png'), DOCUMENT_RULE)).toEqual({ ok: false, message: MSG.fileTooLarge });
    createImageBitmap.mockClear();
    const huge = fileOf(HEADS.jpeg, SOURCE_IMAGE_MAX_BYTES + 1, 'besar.jpg', 'image/jpeg');
    expect(await fileToBase64(huge, PHOTO_RULE)).toEqual({ ok: false, message: MSG.imageTooLarge });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('sends a PDF as chosen and refuses one over 2 MB', async () => {
    const letter = await fileToBase64(fileOf(HEADS.pdf, 1024, 'surat.pdf', 'application/pdf'), PDF_RULE);
    expect(letter).toMatchObject({ ok: true, dataUrl: expect.stringMatching(/^data:application\/pdf;base64,JVBERi0xLjQ/) });
    expect(await fileToBase64(fileOf(HEADS.pdf, 2 * MB + 1, 'besar.pdf', 'application/pdf'), PDF_RULE)).toEqual({ ok: false, message: MSG.fileTooLarge });
  });

  it('refuses an image that does not decode with the type message', async () => {
    createImageBitmap.mockRejectedValue(new Error('broken'));
    expect(await fileToBase64(fileOf(HEADS.png, 1024, 'rusak.png', 'image/png'), PHOTO_RULE)).toEqual({ ok: false, message: MSG.imageTypeJpgPng });
  });
});
