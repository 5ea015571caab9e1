import type { Generated } from 'kysely';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

/** A client's self-service link, by the sha256 of its token (migration 0016). */
export interface ClientLinkTable {
  account_id: number;
  client_link_id: Generated<number>;
  lead_id: number;
  token_hash: string;
  created_by: number | null;
  created_at: Created;
  expires_at: Date;
  used_at: Date | null;
  revoked: Defaulted<Flag>;
}

export interface SelfServiceTables {
  client_link: ClientLinkTable;
}

export const selfServiceColumns: TableColumns<SelfServiceTables> = {
  client_link: {
    account_id: 'not null',
    client_link_id: 'not null',
    lead_id: 'not null',
    token_hash: 'not null',
    created_by: 'null',
    created_at: 'not null',
    expires_at: 'not null',
    used_at: 'null',
    revoked: 'not null',
  },
};
