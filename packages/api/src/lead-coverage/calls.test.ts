import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { getLeadApplications, getLeadCurrentPlans } from './calls';
import { answeringClient } from '../test-fixtures';

const plan = {
  lead_current_plan_id: 3,
  lead_id: 42,
  plan_year: 2026,
  product_type_id: 8,
  product_type_name: 'Medicare Advantage',
  carrier_name: 'Humana',
  plan_name: 'Humana Gold Plus HMO',
};
const application = {
  application_id: 5,
  lead_id: 42,
  carrier_name: 'Aetna',
  plan_name: 'Aetna Plan G',
  plan_year: 2027,
  product_type_id: 9,
  product_type_name: 'Medicare Supplement',
  submitted_date: '11/20/2026',
  effective_date: '01/01/2027',
  app_dispo_id: 2,
  app_dispo_name: 'Submitted',
};

describe('given the lead coverage calls', () => {
  it.each([
    { name: 'getLeadCurrentPlans', run: getLeadCurrentPlans, answer: [plan], path: '/api/lead/42/currentPlan/' },
    { name: 'getLeadApplications', run: getLeadApplications, answer: [application], path: '/api/lead/42/application/' },
  ])('when $name is called then it sends GET $path and answers the rows', async ({ run, answer, path }) => {
    const { client, sent } = answeringClient(answer);
    await expect(run(client, 42)).resolves.toEqual(answer);
    expect(sent).toEqual([{ method: 'GET', path }]);
  });

  it('when a row breaks the contract then the call rejects with an ApiError', async () => {
    await expect(getLeadCurrentPlans(answeringClient([{ ...plan, plan_year: '2026' }]).client, 42)).rejects.toThrow(
      ApiError,
    );
    await expect(
      getLeadApplications(answeringClient([{ ...application, app_dispo_name: null }]).client, 42),
    ).rejects.toThrow(ApiError);
  });
});
