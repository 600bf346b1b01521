import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { presensiSiswa, sessions, siswa, siswaBerkas } from '../../db/schema/index.js';
import { hashToken } from '../tokens.js';
import { dataDiriWithFoto, signedInStudent } from '../../../test/http.js';
import { b64, imageBomb, webSelfie } from '../../../test/images.js';
import { openClockInFixture, useApiSuite } from '../../../test/suite.js';

// Clock-in open every day and anywhere, so only the photo decides.
const { ctx, api, fx } = useApiSuite(openClockInFixture);
type Student = Awaited<ReturnType<typeof signedInStudent>>;

afterEach(() => {
  vi.useRealTimers();
});

const MAX = 2 * 1024 * 1024;
const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const JFIF_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);

/** A real JPEG of the web's size, padded after its end marker to `size` bytes. */
const jpegOfSize = async (size: number) => {
  const jpeg = Buffer.from(await webSelfie(7), 'base64');
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
};

/** A tiny JPEG whose frame header claims 50,000 × 50,000 pixels. */
const jpegBomb = async () => {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(50_000, sof + 5);
  jpeg.writeUInt16BE(50_000, sof + 7);
  return jpeg;
};

/**
 * 288 bytes that pass for a JPEG at a glance: start marker, JFIF header, a frame header
 * claiming 480 × 360 pixels, a scan header and an end marker around a script. No tables, and far
 * too little coded data for that size: not an image.
 */
const markersOnlyJpeg = () => {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0x01, 0x68, 0x01, 0xe0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const sos = Buffer.from([0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  const head = Buffer.concat([JFIF_HEADER, sof, sos]);
  const body = Buffer.from(SCRIPT.padEnd(288 - head.length - 2, ' '));
  return Buffer.concat([head, body, Buffer.from([0xff, 0xd9])]);
};

/** A JPEG carrying a script in a comment segment and a PDF after its end marker. */
const jpegWithPayload = async () => {
  const jpeg = Buffer.from(await webSelfie(9), 'base64');
  const comment = Buffer.from(SCRIPT);
  const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0, comment.length + 2]), comment]);
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), PDF, Buffer.from(SCRIPT)]);
};

/** Every stored file, relative to the test's storage root. */
const storedFiles = () =>
  (fs.readdirSync(ctx.filesDir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(ctx.filesDir, f)).isFile()).sort();

type Route = {
  name: string;
  field: string;
  typeMessage: string;
  sizeMessage: string;
  /** Sends `upload` (base64 text) through the route as `s`. */
  send(s: Student, upload: string): ReturnType<typeof api.call>;
  /** How many records the route has made for `s`. */
  rows(s: Student): Promise<number>;
};

const ROUTES: Route[] = [
  {
    name: 'the clock-in selfie',
    field: 'foto',
    typeMessage: MSG.uploadInvalid,
    sizeMessage: MSG.imageTooLarge,
    send: (s, foto) => api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: { siswa_id: s.siswa.id, lat: -7.8, long: 110.37, foto } }),
    rows: async (s) => (await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, s.siswa.id))).length,
  },
  {
    name: 'the personal-data photo',
    field: 'foto',
    typeMessage: MSG.imageTypeJpgPng,
    sizeMessage: MSG.imageTooLarge,
    send: (s, foto) => api.call('PUT', `/api/siswa/data-diri/${s.siswa.id}`, { token: s.token, body: dataDiriWithFoto(s, foto) }),
    rows: async (s) => ((await ctx.db.select({ foto: siswa.foto }).from(siswa).where(eq(siswa.id, s.siswa.id)))[0]?.foto ? 1 : 0),
  },
  {
    name: 'a student document (berkas)',
    field: 'file',
    typeMessage: MSG.fileTypeJpgPngPdf,
    sizeMessage: MSG.fileTooLarge,
    send: (s, file) =>
      api.call('POST', `/api/siswa/berkas/${s.siswa.id}`, { token: s.token, body: [{ tipe: 'Kartu Keluarga', nama: 'KK', keterangan: 'Terbaru', file }] }),
    rows: async (s) => (await ctx.db.select().from(siswaBerkas).where(eq(siswaBerkas.siswa_id, s.siswa.id))).length,
  },
];

/**
 * What every upload route refuses. The rule for polyglots: a file is the kind its first bytes
 * say, and an image must then decode as that kind; so a JPEG header in front of a page or a
 * PDF, and a GIF that is also a script (GIF is never accepted), are refused.
 */
const hostile = async (route: Route): Promise<[string, string, string][]> => {
  const selfie = await webSelfie(3);
  const middle = Math.floor(selfie.length / 2);
  const imageOnly = route.field === 'foto';
  return [
    ['a JPEG header in front of an HTML page', b64(Buffer.concat([JFIF_HEADER, Buffer.from(SCRIPT)])), route.typeMessage],
    ['288 bytes of JPEG markers around a script', b64(markersOnlyJpeg()), route.typeMessage],
    ['a JPEG header in front of a PDF', b64(Buffer.concat([JFIF_HEADER, PDF])), route.typeMessage],
    ['a GIF that is also a script', b64(Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.cookie)//;')), route.typeMessage],
    ...(imageOnly ? [['a PDF sent as a PNG', `data:image/png;base64,${b64(PDF)}`, route.typeMessage] as [string, string, string]] : []),
    ['2 MB + 1 byte', b64(await jpegOfSize(MAX + 1)), route.sizeMessage],
    ['base64 cut short', selfie.slice(0, -2), route.typeMessage],
    ['base64 with a character outside its alphabet', `${selfie.slice(0, middle)}!${selfie.slice(middle + 1)}`, route.typeMessage],
    ['base64 with a line break inside', `${selfie.slice(0, middle)}\n${selfie.slice(middle + 1)}`, route.typeMessage],
    ['a PNG whose header claims 60,000 × 60,000 pixels', b64(await imageBomb()), route.typeMessage],
    ['a JPEG whose header claims 50,000 × 50,000 pixels', b64(await jpegBomb()), route.typeMessage],
    ['an SVG with a script', b64(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)), route.typeMessage],
    ['an SVG with a script as a data URL', `data:image/svg+xml;base64,${b64(Buffer.from('<svg onload="alert(1)"/>'))}`, route.typeMessage],
  ];
};

describe.each(ROUTES)('$name', (route) => {
  it('refuses every hostile file with the spec’s message on its field, and stores nothing', async () => {
    const s = await signedInStudent(ctx, fx.period);
    const before = storedFiles();
    for (const [what, upload, message] of await hostile(route)) {
      const res = await route.send(s, upload);
      expect([what, res.status, res.body.data], what).toEqual([what, 400, [{ field: route.field, message }]]);
    }
    expect(storedFiles()).toEqual(before);
    expect(await route.rows(s)).toBe(0);
  });

  it('takes exactly 2 MB', async () => {
    const s = await signedInStudent(ctx, fx.period);
    const res = await route.send(s, b64(await jpegOfSize(MAX)));
    expect(res.status).toBe(200);
    expect(await route.rows(s)).toBe(1);
  });

  it('keeps a real JPEG but none of the script or PDF it carries', async () => {
    const s = await signedInStudent(ctx, fx.period);
    const before = new Set(storedFiles());
    expect((await route.send(s, b64(await jpegWithPayload()))).status).toBe(200);
    const added = storedFiles().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const stored = fs.readFileSync(path.join(ctx.filesDir, added[0]!));
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('%PDF')).toBe(false);
  });
});

describe('a document route', () => {
  const berkas = ROUTES[2]!;

  it('refuses a PDF cut short (its base64 still whole) and stores nothing', async () => {
    const s = await signedInStudent(ctx, fx.period);
    const before = storedFiles();
    const letter = Buffer.concat([PDF.subarray(0, PDF.length - 7), Buffer.from('1 0 obj<<>>endobj\n'.repeat(40))]);
    const cut = letter.subarray(0, letter.length - (letter.length % 3) - 30);
    const res = await berkas.send(s, b64(cut));
    expect([res.status, res.body.data]).toEqual([400, [{ field: 'file', message: MSG.fileTypeJpgPngPdf }]]);
    expect(storedFiles()).toEqual(before);
    expect(await berkas.rows(s)).toBe(0);
  });

  it('stores none of the files of a request refused for one of them', async () => {
    const s = await signedInStudent(ctx, fx.period);
    const before = storedFiles();
    const item = (file: string) => ({ tipe: 'Kartu Keluarga', nama: 'KK', keterangan: 'Terbaru', file });
    const res = await api.call('POST', `/api/siswa/berkas/${s.siswa.id}`, { token: s.token, body: [item(b64(PDF)), item(b64(await imageBomb()))] });
    expect([res.status, res.body.data]).toEqual([400, [{ field: 'file', message: MSG.fileTypeJpgPngPdf }]]);
    expect(storedFiles()).toEqual(before);
    expect(await berkas.rows(s)).toBe(0);
  });

  it('stores a PDF sent as a PNG as the PDF it is', async () => {
    const s = await signedInStudent(ctx, fx.period);
    expect((await berkas.send(s, `data:image/png;base64,${b64(PDF)}`)).status).toBe(200);
    const [row] = await ctx.db.select().from(siswaBerkas).where(eq(siswaBerkas.siswa_id, s.siswa.id));
    expect(row!.file).toMatch(/\.pdf$/);
  });
});

describe('a stored file through its signed link', () => {
  /** Uploads `file` as a student document and returns its storage key and signed link. */
  const upload = async (file: string) => {
    const s = await signedInStudent(ctx, fx.period);
    expect((await ROUTES[2]!.send(s, file)).status).toBe(200);
    const [row] = await ctx.db.select().from(siswaBerkas).where(eq(siswaBerkas.siswa_id, s.siswa.id));
    const key = row!.file!;
    const [session] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(s.token)));
    const sign = (ttlSeconds?: number) => `/api/files/${ctx.app.files.signer.sign(key, { sessionId: session!.id, ttlSeconds })}`;
    return { key, link: sign(), sign };
  };
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('comes with its stored type, nosniff and a disposition naming the file, whatever the request says', async () => {
    const pdf = await upload(`data:text/html;base64,${b64(PDF)}`);
    const image = await upload(`data:text/html;base64,${await webSelfie(5)}`);
    for (const [file, type] of [
      [pdf, 'application/pdf'],
      [image, 'image/jpeg'],
    ] as const) {
      const res = await get(`${file.link}&type=text/html`, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${path.basename(file.key)}"`);
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
  });

  it('is the same link for one file and session within a window, so the browser can keep the file', async () => {
    const { sign } = await upload(b64(PDF));
    vi.useFakeTimers({ toFake: ['Date'] });
    const hour = 3600_000;
    const start = Math.ceil(Date.now() / hour) * hour;
    vi.setSystemTime(start);
    const first = sign();
    vi.setSystemTime(start + hour - 1);
    expect(sign()).toBe(first);
    const exp = Number(new URLSearchParams(first.split('?')[1]).get('exp')) * 1000;
    expect(exp).toBe(start + 2 * hour);
    vi.setSystemTime(start + hour);
    const next = sign();
    expect(next).not.toBe(first);
    expect(Number(new URLSearchParams(next.split('?')[1]).get('exp')) * 1000).toBe(start + 3 * hour);
    expect((await get(next)).statusCode).toBe(200);
    const res = await get(first);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`private, max-age=${hour / 1000}`);
  });

  it('stops working after its expiry', async () => {
    const link = (await upload(b64(PDF))).sign(60);
    expect((await get(link)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Just before and just after the second the link names.
    const exp = Number(new URLSearchParams(link.split('?')[1]).get('exp')) * 1000;
    vi.setSystemTime(exp - 1_000);
    expect((await get(link)).statusCode).toBe(200);
    vi.setSystemTime(exp + 1_000);
    const expired = await get(link);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ status: false, message: MSG.fileLinkInvalid });
  });

  it('dies with the session it was signed for', async () => {
    const s = await signedInStudent(ctx, fx.period);
    expect((await ROUTES[2]!.send(s, b64(PDF))).status).toBe(200);
    const list = await api.call('POST', `/api/siswa/berkas/table/${s.siswa.id}`, { token: s.token, body: {} });
    const link = `${list.body.data.list[0].main_path}${list.body.data.list[0].file}`;
    expect((await get(link)).statusCode).toBe(200);
    expect((await api.call('POST', '/api/logout', { token: s.token })).status).toBe(200);
    const after = await get(link);
    expect([after.statusCode, after.json().message]).toEqual([403, MSG.fileLinkInvalid]);
  });

  it('is refused when its session is altered', async () => {
    const a = await upload(b64(PDF));
    const b = await upload(b64(PDF));
    const otherSession = new URLSearchParams(b.link.split('?')[1]).get('s');
    const res = await get(a.link.replace(/([?&])s=\d+/, `$1s=${otherSession}`));
    expect(res.statusCode).toBe(403);
  });

  it('is refused for another path, a moved expiry or a path out of the storage', async () => {
    const a = await upload(b64(PDF));
    const b = await upload(b64(PDF));
    const query = a.link.split('?')[1]!;
    const later = query.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    for (const url of [
      `/api/files/${b.key}?${query}`,
      `/api/files/${a.key}?${later}`,
      `/api/files/${a.key.replace(/\.pdf$/, '.png')}?${query}`,
      `/api/files/${a.key.split('/')[0]}/..%2F..%2F..%2Fetc%2Fpasswd.pdf?${query}`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.fileLinkInvalid]);
    }
    expect((await get(b.link)).statusCode).toBe(200);
  });
});
