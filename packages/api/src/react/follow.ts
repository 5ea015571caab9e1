// Following a background job (a bulk send, an import, an export) by reading it again until it ends.
import type { SWRConfiguration } from 'swr';
import { ApiError } from '../core/errors';

/** Longest wait between reads of a job while the server cannot be reached. */
export const FOLLOW_RETRY_MAX_MS = 8_000;

/**
 * SWR options that read a job again every `intervalMs` until `finished` says it has ended. The job
 * goes on in the background even while the server restarts, so a read that fails without an answer
 * (no connection) or with a server error is tried again, waiting twice as long each time up to 8 s,
 * until the server answers; a refusal (4xx) is not.
 */
export function followJob<Data>(
  intervalMs: number,
  finished: (latest: Data) => boolean,
): Pick<SWRConfiguration<Data>, 'refreshInterval' | 'shouldRetryOnError' | 'onErrorRetry'> {
  return {
    refreshInterval: (latest) => (latest && finished(latest) ? 0 : intervalMs),
    shouldRetryOnError: true,
    onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
      const status = error instanceof ApiError ? error.status : undefined;
      if (status !== undefined && status < 500) return;
      const wait = Math.min(FOLLOW_RETRY_MAX_MS, intervalMs * 2 ** Math.max(0, retryCount - 1));
      setTimeout(() => void revalidate({ retryCount }), wait);
    },
  };
}
