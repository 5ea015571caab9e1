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
  if (request.url.startsWith('/api/') || request.url.startsWith('/auth/')) {
    reply.header('Cache-Control', 'no-store');
  }
}
