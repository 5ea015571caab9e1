import type { Generated } from 'kysely';
import type { Created, Defaulted, TableColumns } from '../../db/columns';

/** The user agreement and its acceptances (migration 0003). */
export interface UserAgreementTable {
  version: string;
  html: string;
  published_at: Created;
  current: Defaulted<boolean>;
}

export interface AgreementAcceptanceTable {
  account_id: number;
  user_id: number;
  version: string;
  accepted_at: Created;
  ip: string;
  user_agent: string | null;
}

/** A revoked invitation link, by the sha256 of its token (migration 0012). */
export interface RegistrationLinkRevocationTable {
  account_id: number;
  token_hash: string;
  expires_at: Date;
  revoked_by: number;
  revoked_at: Defaulted<Date>;
}

/** An invitation link the account built, by the sha256 of its token (migration 0023). */
export interface RegistrationLinkTable {
  account_id: number;
  link_id: Generated<number>;
  role_id: number;
  token_hash: string;
  expires_at: Date;
  created_by: number;
  created_at: Created;
  revoked_at: Date | null;
  revoked_by: number | null;
  /** A registration through it waits for an admin's approval (migration 0029). */
  approval_required: Defaulted<boolean>;
}

export interface RegistrationTables {
  user_agreement: UserAgreementTable;
  agreement_acceptance: AgreementAcceptanceTable;
  registration_link_revocation: RegistrationLinkRevocationTable;
  registration_link: RegistrationLinkTable;
}

export const registrationColumns: TableColumns<RegistrationTables> = {
  user_agreement: { version: 'not null', html: 'not null', published_at: 'not null', current: 'not null' },
  agreement_acceptance: {
    account_id: 'not null',
    user_id: 'not null',
    version: 'not null',
    accepted_at: 'not null',
    ip: 'not null',
    user_agent: 'null',
  },
  registration_link_revocation: {
    account_id: 'not null',
    token_hash: 'not null',
    expires_at: 'not null',
    revoked_by: 'not null',
    revoked_at: 'not null',
  },
  registration_link: {
    account_id: 'not null',
    link_id: 'not null',
    role_id: 'not null',
    token_hash: 'not null',
    expires_at: 'not null',
    created_by: 'not null',
    created_at: 'not null',
    revoked_at: 'null',
    revoked_by: 'null',
    approval_required: 'not null',
  },
};
