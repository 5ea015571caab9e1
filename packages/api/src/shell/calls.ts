import { mask, StructError } from 'superstruct';
import type { ApiClient } from '../core/client';
import { FeatureFlagsStruct, type FeatureFlags } from './contract';
import { ApiError } from '../core/errors';

/** `GET featureFlags`: the flags of the signed-in user (keyed by their user id). */
export async function getFeatureFlags(client: ApiClient) {
  return (
    await client.request({ call: 'getFeatureFlags', method: 'GET', path: 'featureFlags', struct: FeatureFlagsStruct })
  ).data;
}

/** `GET public/featureFlags`: the anonymous flags, for pages without a sign-in (registration). */
export async function getAnonymousFeatureFlags(
  options: { baseUrl?: string; fetch?: typeof globalThis.fetch } = {},
): Promise<FeatureFlags> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const response = await doFetch(
    `${(options.baseUrl ?? '').replace(/\/$/, '')}/api/public/featureFlags?noCache=${Math.random().toString(36).slice(2)}`,
    {
      headers: { Accept: 'application/json' },
    },
  );
  if (!response.ok)
    throw new ApiError('getAnonymousFeatureFlags', `Request failed (${response.status})`, response.status);
  try {
    return mask(await response.json(), FeatureFlagsStruct);
  } catch (error) {
    const where = error instanceof StructError ? error.path.join('.') || 'root' : 'root';
    throw new ApiError(
      'getAnonymousFeatureFlags',
      `Malformed answer at ${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
