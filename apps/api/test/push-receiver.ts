import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const b64url = (b: Buffer) => b.toString('base64url');

/** What the receiver got: the path, the VAPID header, and the decrypted payload. */
export type Received = { path: string; authorization: string; payload: unknown };

/**
 * A push service and a browser in one: an HTTPS server on 127.0.0.1 (a self-signed certificate
 * made with openssl) that answers each POST with the status its path asks for (`/ok/…` 201,
 * `/410/…`, `/404/…`, `/500/…`) and, for `/ok/…`, decrypts the body as the browser would
 * (aes128gcm, RFC 8188 and RFC 8291) with its own P-256 key and auth secret.
 */
export async function pushReceiver() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-receiver-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  const key = fs.readFileSync(path.join(dir, 'key.pem'));
  fs.rmSync(dir, { recursive: true, force: true });

  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const uaPublic = ecdh.getPublicKey();
  const authSecret = crypto.randomBytes(16);
  const received: Received[] = [];

  const decrypt = (body: Buffer) => {
    const salt = body.subarray(0, 16);
    const idlen = body[20]!;
    const asPublic = body.subarray(21, 21 + idlen);
    const ciphertext = body.subarray(21 + idlen);
    const ecdhSecret = ecdh.computeSecret(asPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
    const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
    const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(-16));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 and zero padding.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== 2) throw new Error('no last-record delimiter');
    return JSON.parse(plain.subarray(0, end).toString('utf8')) as unknown;
  };

  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = Number(req.url!.split('/')[1]) || 201;
      if (status === 201) {
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          received.push({ path: req.url!, authorization: String(req.headers.authorization), payload: decrypt(Buffer.concat(chunks)) });
        } catch {
          res.writeHead(400).end();
          return;
        }
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** A subscription as the browser would hand it over, at the path `route` (`ok/1`, `410/x`). */
    subscription: (route: string) => ({ endpoint: `https://127.0.0.1:${port}/${route}`, p256dh: b64url(uaPublic), auth: b64url(authSecret) }),
    /** The agent the worker trusts this server's certificate with. */
    agent: new https.Agent({ ca: cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks a VAPID `Authorization: vapid t=<JWT>, k=<key>` header's ES256 signature against its key; answers the key. */
export function verifyVapid(authorization: string): string {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, sig] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  return k;
}
