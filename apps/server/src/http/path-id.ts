import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';

/** A path id: a positive whole number, or the row does not exist. */
export function pathId(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string>)[name] ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}
