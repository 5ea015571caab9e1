// Administration entities (spec 02 §3.12). The spec names a few fields of each; the rest: not shown.

export interface Account {
  account_id: number;
  account_business_name?: string;
  account_owner_user_id: number | null;
  /** The spec names 'owner names' without spelling the fields. */
  account_owner_fname?: string;
  account_owner_lname?: string;
}

export interface Role {
  role_id: number;
  role_name: string;
}
