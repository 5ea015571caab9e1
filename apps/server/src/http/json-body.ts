// JSON bodies are parsed by Fastify's own parser (with its prototype-poisoning checks), after a
// linear scan that refuses absurd nesting: a body nested 5,000 deep would otherwise overflow the
// stack of whatever walks it next (validation, logging) and answer 500.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Far deeper than any body of the contract. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP = 'The request body is nested too deeply.';

/** Whether `text` opens more than `max` arrays or objects inside one another (brackets in strings do not count). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** Replaces the JSON parser with Fastify's default one behind the depth check. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, JSON_TOO_DEEP), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
