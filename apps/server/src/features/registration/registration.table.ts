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

export interface RegistrationTables {
  user_agreement: UserAgreementTable;
  agreement_acceptance: AgreementAcceptanceTable;
  registration_link_revocation: RegistrationLinkRevocationTable;
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
};
