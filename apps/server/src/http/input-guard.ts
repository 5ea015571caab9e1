// One guard for what no route's own struct says (issue 29, "500s from input"): every request's parsed
// body, query string and path parameters are walked once, before validation, and two kinds of input
// that the database would refuse with an error (a 500) are answered 400 naming the field instead:
// - a NUL character in any text (PostgreSQL's text cannot hold one), sign-in included;
// - an id beyond the database's integer range (ids are `integer` columns; 99999999999 overflowed them).
// An id is a field named `id`, `…_id`, `…_ids`, `…_id_list` (any `_id` word): a number, or a string of
// digits, directly or in a list. Other strings named so (`state_id: 'IL'`, `contract_plan_id`) pass.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

const ID_KEY = /(?:^|_)ids?(?:_|$)/i;
const DIGITS = /^-?\d+$/;

/** Whether an id's value is beyond the integer range. */
function idProblem(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) > MAX_ID;
  if (typeof value === 'string' && DIGITS.test(value.trim())) return Math.abs(Number(value.trim())) > MAX_ID;
  return false;
}

export const nulMessage = (field: string) => `${field} is invalid: it contains a NUL character.`;
export const idMessage = (field: string) => `${field} is invalid: an id is a whole number up to ${MAX_ID}.`;

/** The first problem in `value` (walked depth first), as the 400 it answers. */
export function inputProblem(value: unknown, path: string[] = [], idContext = false): HttpError | undefined {
  const field = () => path.join('.') || 'body';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return new HttpError(400, nulMessage(field()), { field: field() });
    if (idContext && idProblem(value)) return new HttpError(400, idMessage(field()), { field: field() });
    return undefined;
  }
  if (typeof value === 'number') {
    return idContext && idProblem(value) ? new HttpError(400, idMessage(field()), { field: field() }) : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = inputProblem(value[i], [...path, String(i)], idContext);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return new HttpError(400, nulMessage(field()), { field: field() });
      const problem = inputProblem(item, [...path, key], ID_KEY.test(key));
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The preValidation hook: the body, the query string and the path parameters, in that order. */
export async function guardInput(request: FastifyRequest): Promise<void> {
  const problem =
    inputProblem(request.body) ?? inputProblem(request.query) ?? inputProblem(request.params as unknown, [], false);
  if (problem) throw problem;
}
