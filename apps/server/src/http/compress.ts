import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipped = promisify(gzip);

/** Below this size compression saves less than a packet and costs a little CPU. */
const MIN_BYTES = 1024;

/** True when the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends JSON answers of 1 KB or more gzip-compressed to clients that accept it (an onSend hook; the
 * built apps' files come precompressed from the build). A page of lead search results is about 60 KB
 * of JSON and 8 KB gzipped: on a phone's slow network, the difference is a third of a second. Gzip
 * at its default level runs on libuv's thread pool, not the event loop.
 */
export async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
  reply.header('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) return payload;
  reply.header('Content-Encoding', 'gzip');
  reply.removeHeader('content-length');
  return gzipped(payload);
}
