import { validate } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { ApiError } from '../core/errors';
import {
  addStateLicense,
  expireStateLicense,
  getStateLicenseNumber,
  listStateLicenses,
  StateLicenseAddStruct,
} from './state-licenses';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose every call answers `answer`, recording method, path and body. */
function clientAnswering(answer: unknown, status = 200) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return json(status, answer);
  });
  const client = createApiClient({
    session: { read: () => ({ user_id: 7, access_token: 'A', refresh_token: 'R' }), write: () => {}, clear: () => {} },
    fetch,
  });
  return { client, sent };
}

const illinois = {
  state_id: 'IL',
  state_name: 'Illinois',
  license_number: '100234567',
  expiration_date: '06/30/2028',
  active: true,
};

describe('given the state-license calls', () => {
  it('when one state is asked then it sends GET stateLicenseNumber/{state} and takes an answer without a date', async () => {
    const { client, sent } = clientAnswering({ state_id: 'IL', license_number: '100234567' });
    await expect(getStateLicenseNumber(client, 'IL')).resolves.toEqual({ state_id: 'IL', license_number: '100234567' });
    expect(sent).toEqual([{ method: 'GET', path: '/api/stateLicenseNumber/IL', body: undefined }]);
  });

  it('when the list is asked then it sends GET user/{id}/stateLicenseNumber and answers the rows', async () => {
    const { client, sent } = clientAnswering({ success: true, result: [illinois] });
    await expect(listStateLicenses(client, 7)).resolves.toEqual([illinois]);
    expect(sent).toEqual([{ method: 'GET', path: '/api/user/7/stateLicenseNumber', body: undefined }]);
  });

  it('when a license is added or expired then it posts the body to its path', async () => {
    const { client, sent } = clientAnswering({ success: true, message: 'State license has been added.' });
    const body = { user_id: 7, state_id: 'WI', license_number: '18845210', expiration_date: null };
    await addStateLicense(client, body);
    await expireStateLicense(client, 7, 'WI');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/stateLicenseNumber', body },
      { method: 'POST', path: '/api/stateLicenseNumber/WI/expire', body: { user_id: 7 } },
    ]);
  });

  it('when the state already holds a license then the add rejects with the server message', async () => {
    const message = 'A license for Wisconsin is already on file.';
    const { client } = clientAnswering({ success: false, message }, 409);
    const error = await addStateLicense(client, { user_id: 7, state_id: 'WI', license_number: '1' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });

  it('when a row breaks the contract then the list rejects', async () => {
    const { client } = clientAnswering({ success: true, result: [{ ...illinois, active: '1' }] });
    await expect(listStateLicenses(client, 7)).rejects.toBeInstanceOf(ApiError);
  });

  it('when an add is read then the user id is positive and the date may be left out or null', () => {
    const add = { user_id: 7, state_id: 'IL', license_number: '1' };
    expect(validate(add, StateLicenseAddStruct)[0]).toBeUndefined();
    expect(validate({ ...add, expiration_date: null }, StateLicenseAddStruct)[0]).toBeUndefined();
    expect(validate({ ...add, user_id: 0 }, StateLicenseAddStruct)[0]?.path).toEqual(['user_id']);
    expect(validate({ ...add, license_number: 'x'.repeat(201) }, StateLicenseAddStruct)[0]).toBeDefined();
  });
});
