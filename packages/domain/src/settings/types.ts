// Configurable settings, communication preferences and single sign-on (spec 02 §3.8, §3.9, §3.11).

/** Answer of `POST externalSSO/`; the browser submits the fields to `url` in a new tab. */
export interface SingleSignOnData {
  url: string;
  /** Defaults to POST. */
  method?: string;
  hash: string;
  user_id: number | string;
  login: string;
  RelayState: string;
  SAMLResponse: string;
}
