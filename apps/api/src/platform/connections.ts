import type { Server } from 'node:http';
import { BlockList, isIPv4, type Socket } from 'node:net';
import type { TrustProxy } from '../config.js';

// proxy-addr's named ranges, which TRUST_PROXY accepts as Fastify does.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A socket's address without the IPv6 form that a dual-stack server gives IPv4 peers. */
const plainAddress = (address: string) => (address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address);

/** Fastify's `trustProxy` for a TRUST_PROXY value (its types take no hop count, its code does). */
export const fastifyTrustProxy = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** Whether a directly connected peer is one of the trusted proxies. */
export function isTrustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  // With a hop count every direct peer is the proxy in front.
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Closes at once every connection beyond `max` open ones from one client address, so that one
 * client cannot take all the file descriptors. Trusted proxies carry everyone's connections
 * and are not counted: behind one, the proxy's own limit applies.
 */
export function capConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress && plainAddress(socket.remoteAddress);
    if (!address || exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
