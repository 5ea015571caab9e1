// Where single sign-on hand-offs may go. A hand-off carries an assertion signed with the partners'
// key, so its address must come from the server, never from what a user typed: a user's quick
// link titled "CMS Check" must not make the server sign for evil.example (or for Plan Explorer's
// address, bypassing the plan_explorer permission).
import type { Kysely } from 'kysely';
import { isCmsCheckQuickLink } from '@meridian/domain';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { systemQuickLinks } from './repository';

/** The same address written twice (trailing slash, case of the host) compares equal. */
function normalized(address: string): string | undefined {
  try {
    return new URL(address).toString();
  } catch {
    return undefined;
  }
}

/**
 * The CMS check's allowlist: the system quick links named for the CMS check (owned by the
 * platform, not by any account or user) and the partner addresses configured in CMS_CHECK_SSO_URLS.
 */
export async function isCmsCheckTarget(db: Kysely<DB>, config: ServerConfig, address: string): Promise<boolean> {
  const wanted = normalized(address);
  if (!wanted) return false;
  const system = await systemQuickLinks(db);
  const allowed = [
    ...system.filter((l) => isCmsCheckQuickLink(l)).map((l) => l.quicklink_url),
    ...config.cmsCheckSsoUrls,
  ];
  return allowed.some((a) => normalized(a) === wanted);
}
