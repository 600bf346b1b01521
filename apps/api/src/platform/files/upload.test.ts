import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.js';
import { decodeUpload } from './upload.js';

const rule = { field: 'file', accept: ['png', 'pdf'] as const, typeMessage: 'jenis salah', sizeMessage: 'terlalu besar' };
const refusal = (input: string) =>
  decodeUpload(input, rule).then(
    () => 'accepted',
    (err: AppError) => err.message,
  );

describe('decodeUpload', () => {
  it('accepts plain base64 and a data URL, and takes the kind from the bytes', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const text = png.toString('base64');
    expect((await decodeUpload(text, rule)).kind).toBe('png');
    expect((await decodeUpload(`data:image/jpeg;base64,${text}`, rule)).data.equals(png)).toBe(true);
  });

  it('refuses text that is not strictly base64', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    expect(await refusal(pdf)).toBe('accepted');
    const middle = pdf.length / 2;
    expect(await refusal(`${pdf.slice(0, middle)}!${pdf.slice(middle + 1)}`)).toBe('jenis salah');
    expect(await refusal(`${pdf.slice(0, middle)} ${pdf.slice(middle + 1)}`)).toBe('jenis salah');
    expect(await refusal(`QQ==${pdf.slice(4)}`)).toBe('jenis salah');
    expect(await refusal(pdf.slice(0, -1))).toBe('jenis salah');
    expect(await refusal('')).toBe('jenis salah');
  });

  it('refuses by the decoded size before decoding', async () => {
    expect(await refusal('A'.repeat(4 * 700_000))).toBe('terlalu besar');
  });
});
