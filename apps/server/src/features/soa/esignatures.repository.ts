// The agent's eSignatures (spec 02 §4.3): an SOA is signed with one of the caller's account; a name
// not yet recorded is recorded with an audit row.
import { sql } from 'kysely';
import { SOA_MESSAGES } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import { tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import type { Db } from './queries';

/** An eSignature as the SOA calls answer it. */
export interface Esignature {
  esignature_id: number;
  signature_name: string;
}

/** The caller's eSignature with this name (case-insensitive), newest first. */
export async function findEsignature(db: Db, principal: Principal, name: string) {
  return tenant(db, principal)
    .selectFrom('esignature')
    .select(['esignature_id', 'signature_name'])
    .where('user_id', '=', principal.user_id)
    .where(sql<string>`lower(signature_name)`, '=', name.trim().toLowerCase())
    .orderBy('esignature_id', 'desc')
    .executeTakeFirst();
}

/**
 * The caller's own eSignature with this id; undefined when the account has none with it. An eSignature
 * belongs to one user: a colleague's answers 403 (`esignatureNotYours`) before anything is written, so
 * no SOA names another agent as its signer.
 */
export async function ownEsignatureById(db: Db, principal: Principal, esignatureId: number) {
  const row = await tenant(db, principal)
    .selectFrom('esignature')
    .select(['esignature_id', 'signature_name', 'user_id'])
    .where('esignature_id', '=', esignatureId)
    .executeTakeFirst();
  if (row && row.user_id !== principal.user_id) throw new HttpError(403, SOA_MESSAGES.esignatureNotYours);
  return row;
}

/** Records an eSignature of the caller, with its audit row. */
export async function recordEsignature(db: Db, principal: Principal, name: string): Promise<Esignature> {
  const created = await tenant(db, principal)
    .insertInto('esignature', { user_id: principal.user_id, signature_name: name.trim() })
    .returning(['esignature_id', 'signature_name'])
    .executeTakeFirstOrThrow();
  await writeAdminAudit(db, principal, {
    entity: 'esignature',
    entity_id: created.esignature_id,
    action: 'create',
    after: created,
  });
  return created;
}

/** The caller's eSignature with this name, recorded (with its audit row) when new. */
export async function findOrRecordEsignature(db: Db, principal: Principal, name: string): Promise<Esignature> {
  return (await findEsignature(db, principal, name)) ?? recordEsignature(db, principal, name);
}
