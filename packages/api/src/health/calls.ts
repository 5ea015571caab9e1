import { enums, literal, object, validate, type Infer } from 'superstruct';
import { ApiError } from '../core/errors';

/** Answer of `GET /api/health`. */
export const HealthStruct = object({
  status: literal('ok'),
  db: enums(['pglite', 'postgres']),
});
export type Health = Infer<typeof HealthStruct>;

export interface GetHealthOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** Asks the server whether it and its database are up. */
export async function getHealth(options: GetHealthOptions = {}): Promise<Health> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const response = await doFetch(`${options.baseUrl ?? ''}/api/health`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new ApiError('getHealth', `Health check failed (${response.status})`, response.status);
  const [error, health] = validate(await response.json(), HealthStruct);
  if (error) throw new ApiError('getHealth', `Malformed answer at ${error.path.join('.') || 'root'}: ${error.message}`);
  return health;
}
