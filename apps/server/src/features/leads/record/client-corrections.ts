// The client's corrections through their self-service page (issue 13): the lead's name, birthdate,
// phones, emails and addresses, checked with the same rules as Lead Details and saved as the
// client's change, which the self-service ledger lists until an agent next saves the lead.
import type { Kysely } from 'kysely';
import type { ClientPersonalInfo, LeadUpdate } from '@meridian/api';
import type { DB } from '../../../schema';
import { HttpError } from '../../../http/errors';
import { type LeadClient } from './actor';
import { type CONTACT_KINDS, deleteLeadContactRow } from './delete';
import { loadLeadRecord } from './read';
import { saveLeadRecord } from './save';
import { validateLeadUpdate } from './rules';
import { leadChanges } from './changes';
import type { SsnCipher } from '../../../db/ssn-cipher';

export type ClientCorrections = Pick<LeadUpdate, 'fname' | 'lname' | 'dob' | 'phones' | 'emails' | 'addresses'>;

const clientOf = (owner: { account_id: number }): LeadClient => ({ account_id: owner.account_id, client: true });

async function load(db: Kysely<DB>, owner: { account_id: number }, leadId: number, cipher: SsnCipher) {
  const loaded = await loadLeadRecord(db, clientOf(owner), leadId, cipher);
  if (!loaded) throw new HttpError(404, 'Not found');
  return loaded;
}

/** What the client sees of their lead: personal information only (no SSN, Medicare or origination data). */
export async function clientPersonalInfo(
  db: Kysely<DB>,
  owner: { account_id: number },
  leadId: number,
  cipher: SsnCipher,
): Promise<ClientPersonalInfo> {
  const { record } = await load(db, owner, leadId, cipher);
  return {
    fname: record.fname,
    lname: record.lname,
    dob: record.dob,
    phones: record.phones,
    emails: record.emails,
    addresses: record.addresses,
  };
}

/**
 * Applies the client's corrections: rows they removed (marked with a class) are deleted, then the
 * rest is checked with the Lead Details rules and saved in one transaction. A refusal changes nothing.
 */
export async function applyClientCorrections(
  db: Kysely<DB>,
  owner: { account_id: number },
  leadId: number,
  corrections: ClientCorrections,
  cipher: SsnCipher,
): Promise<void> {
  const current = await load(db, owner, leadId, cipher);
  const { summary, fields } = validateLeadUpdate(current.record, corrections, new Date());
  if (summary.length > 0) throw new HttpError(400, summary.join(' '), fields);
  const removed = [
    ...(corrections.phones ?? [])
      .filter((p) => p.phone_class && p.phone_id)
      .map((p) => ['phone', p.phone_id!] as const),
    ...(corrections.emails ?? [])
      .filter((e) => e.email_class && e.email_id)
      .map((e) => ['email', e.email_id!] as const),
    ...(corrections.addresses ?? [])
      .filter((a) => a.address_class && a.address_id)
      .map((a) => ['address', a.address_id!] as const),
  ] satisfies ReadonlyArray<readonly [keyof typeof CONTACT_KINDS, number]>;
  for (const [kind, rowId] of removed) await deleteLeadContactRow(db, clientOf(owner), leadId, kind, rowId);
  const after = removed.length > 0 ? await load(db, owner, leadId, cipher) : current;
  await saveLeadRecord(db, clientOf(owner), after, leadChanges(after.record, corrections), cipher);
}
