import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components injects <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  // The CMS check quick link and single sign-on hand-offs post forms to other https sites in a new tab (spec 01 §6, spec 02 §4.7).
  "form-action 'self' https:",
  "object-src 'none'",
].join('; ');

/** A year, with subdomains: browsers that reached the product over TLS never try plain HTTP again. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers as name and value, for answers written to the socket before Fastify (clientError). */
export const RAW_SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cache-Control', 'no-store'],
];

/** Security headers on every answer (the onSend hook below); API answers are never cached. */
export async function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  applySecurityHeaders(request, reply);
  return payload;
}

/** Sets the security headers; also used where Fastify answers before any hook runs (a malformed URL). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Content-Security-Policy', CSP);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  // Over TLS only (directly, or behind a proxy trusted with TRUST_PROXY=1 that says X-Forwarded-Proto: https):
  // browsers ignore the header over plain HTTP, and a local http://localhost must stay reachable.
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  if (request.url.startsWith('/api/') || request.url.startsWith('/auth/')) {
    reply.header('Cache-Control', 'no-store');
  }
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  431: 'The request headers are too large.',
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route (headers over
 * the limit: 431; a malformed request line: 400) answers in the product's error shape with the
 * security headers, and the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ success: false, message: CLIENT_ERROR_MESSAGES[status] });
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const headers = [
    ...RAW_SECURITY_HEADERS,
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Connection', 'close'],
  ];
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
}
