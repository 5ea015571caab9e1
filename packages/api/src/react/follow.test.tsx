import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { followJob } from './follow';

interface Job {
  status: 'running' | 'done';
  done: number;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** Follows a job whose reads answer, in turn, each of `answers` (an Error is a failed read); the last repeats. */
function follow(answers: Array<Job | Error>) {
  let reads = 0;
  const fetcher = async () => {
    const answer = answers[Math.min(reads, answers.length - 1)]!;
    reads += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const { result } = renderHook(
    () =>
      useSWR(
        'job',
        fetcher,
        followJob<Job>(10, (job) => job.status === 'done'),
      ),
    { wrapper },
  );
  return { result, reads: () => reads };
}

describe('given a job followed with followJob', () => {
  it('when the server cannot be reached for a while then the reads go on until it answers and the job ends', async () => {
    const { result, reads } = follow([
      { status: 'running', done: 1 },
      new TypeError('Failed to fetch'),
      new ApiError('getJob', 'Service unavailable', 503),
      { status: 'running', done: 2 },
      { status: 'done', done: 3 },
    ]);
    await waitFor(() => expect(result.current.data).toEqual({ status: 'done', done: 3 }));
    const settled = reads();
    expect(settled).toBe(5);
    // Ended: no more reads.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(reads()).toBe(settled);
  });

  it('when the server refuses (4xx) then the read is not tried again', async () => {
    const { result, reads } = follow([new ApiError('getJob', 'Not found', 404), { status: 'done', done: 1 }]);
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(reads()).toBe(1);
  });
});
