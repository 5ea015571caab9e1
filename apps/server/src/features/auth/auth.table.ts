import type { Generated } from 'kysely';
import type { Created, Defaulted, TableColumns } from '../../db/columns';

/** Sign-in, tokens and the signing secret (migration 0002). */
export interface UserCredentialsTable {
  user_credentials_id: Generated<number>;
  login: string;
  account_id: number;
  user_id: number;
  password_hash: string;
  context: Defaulted<string>;
  password_changed_at: Defaulted<Date>;
}

export interface RefreshTokenTable {
  token_hash: string;
  family_id: string;
  account_id: number;
  user_id: number;
  created_at: Created;
  expires_at: Date;
  spent_at: Date | null;
}

export interface TokenFamilyTable {
  family_id: string;
  account_id: number;
  user_id: number;
  created_at: Created;
  last_used_at: Defaulted<Date>;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface SignInAuditTable {
  audit_id: Generated<string>;
  account_id: number | null;
  user_id: number | null;
  login: string;
  ip: string;
  user_agent: string | null;
  success: boolean;
  reason: string;
  created_at: Created;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

export interface AuthTables {
  user_credentials: UserCredentialsTable;
  refresh_token: RefreshTokenTable;
  token_family: TokenFamilyTable;
  sign_in_audit: SignInAuditTable;
  server_secret: ServerSecretTable;
}

export const authColumns: TableColumns<AuthTables> = {
  user_credentials: {
    user_credentials_id: 'not null',
    login: 'not null',
    account_id: 'not null',
    user_id: 'not null',
    password_hash: 'not null',
    context: 'not null',
    password_changed_at: 'not null',
  },
  refresh_token: {
    token_hash: 'not null',
    family_id: 'not null',
    account_id: 'not null',
    user_id: 'not null',
    created_at: 'not null',
    expires_at: 'not null',
    spent_at: 'null',
  },
  token_family: {
    family_id: 'not null',
    account_id: 'not null',
    user_id: 'not null',
    created_at: 'not null',
    last_used_at: 'not null',
    revoked_at: 'null',
    revoked_reason: 'null',
  },
  sign_in_audit: {
    audit_id: 'not null',
    account_id: 'null',
    user_id: 'null',
    login: 'not null',
    ip: 'not null',
    user_agent: 'null',
    success: 'not null',
    reason: 'not null',
    created_at: 'not null',
  },
  server_secret: { name: 'not null', value: 'not null' },
};
