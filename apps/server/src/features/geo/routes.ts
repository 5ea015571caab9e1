import type { FastifyInstance } from 'fastify';
import type { CountiesByZip } from '@meridian/api';
import {
  ADDRESS_TYPES,
  EMAIL_TYPES,
  PHONE_TYPES,
  type AddressType,
  type EmailType,
  type PhoneType,
} from '@meridian/domain';
import type { Database } from '../../db/database';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../http/errors';
import { countiesByZip } from './repository';

/** The message of a zip that is not five digits. */
export const ZIP_FORMAT_MESSAGE = 'The zip code must be five digits.';

/**
 * `GET geo/countiesByZip/{zip}` (spec 01 §7, spec 02 §7.1): the states of a five-digit zip with their
 * counties, from HUD's ZIP–county crosswalk (src/reference-data.ts); an unknown zip is `[]`.
 * Registered inside the authenticated scope: only the portal's editors look zips up (the registration
 * form has no county).
 */
export async function geoRoutes(app: FastifyInstance, { database }: { database: Pick<Database, 'prepared'> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/geo/countiesByZip/:zip',
    handler: async ({ request }): Promise<CountiesByZip> => {
      const { zip = '' } = request.params as { zip?: string };
      if (!/^\d{5}$/.test(zip)) throw new HttpError(400, ZIP_FORMAT_MESSAGE, { field: 'zip' });
      return countiesByZip(database, zip);
    },
  });

  // The contact editors' type lists (spec 01 §7, spec 02 §7.4): @meridian/domain's vocabularies, in its order.
  defineRoute(app, {
    method: 'GET',
    url: '/api/email/types',
    handler: (): readonly EmailType[] => EMAIL_TYPES,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/phone/types',
    handler: (): readonly PhoneType[] => PHONE_TYPES,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/address/types',
    handler: (): readonly AddressType[] => ADDRESS_TYPES,
  });
}
