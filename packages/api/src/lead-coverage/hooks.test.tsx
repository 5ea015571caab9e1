import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHookServer } from '../react/test-utils';
import { useLeadApplications, useLeadCurrentPlans } from './hooks';

describe('given the lead coverage hooks', () => {
  it('when a lead is given then both read its rows; null waits', async () => {
    const { calls, wrapper } = fakeHookServer({
      'GET lead/42/currentPlan/': { body: [] },
      'GET lead/42/application/': { body: [] },
    });
    const { result } = renderHook(
      () => ({
        plans: useLeadCurrentPlans(42),
        applications: useLeadApplications(42),
        waiting: useLeadApplications(null),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.plans.data).toEqual([]));
    await waitFor(() => expect(result.current.applications.data).toEqual([]));
    expect(result.current.waiting.data).toBeUndefined();
    expect([...calls].sort()).toEqual(['GET lead/42/application/', 'GET lead/42/currentPlan/']);
  });
});
