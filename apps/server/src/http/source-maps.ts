// The built apps' source maps hold the whole client source: they are never served unless
// SERVE_SOURCE_MAPS=1 (for debugging one deployment). The builds write them hidden (no
// sourceMappingURL in the scripts), for error-reporting tools that upload them.
import type { FastifyReply, FastifyRequest } from 'fastify';

function decodedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function isSourceMapRequest(url: string): boolean {
  return /\.map$/i.test(decodedPath(url).trimEnd());
}

/** onRequest hook: a `.map` file answers the JSON 404 of any missing file. */
export async function refuseSourceMaps(request: FastifyRequest, reply: FastifyReply) {
  if (isSourceMapRequest(request.url)) return reply.code(404).send({ success: false, message: 'Not found' });
}
