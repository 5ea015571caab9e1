import type { Kysely } from 'kysely';
import { isNonProductionEnvironment } from '@meridian/domain';
import type { DB } from '../../schema';

/**
 * The environment warning banner's own value is the server's configuration (ENVIRONMENT), not data an
 * earlier run left: every start sets it, so a database copied from a test server into production loses
 * the banner with the first start there. Account overrides still win (spec 01 §2: "controlled by a flag").
 */
export async function applyEnvironmentFlag(db: Kysely<DB>, environment: string): Promise<void> {
  await db
    .updateTable('feature_flag')
    .set({ enabled: isNonProductionEnvironment(environment) })
    .where('flag_name', '=', 'environment_warning_banner')
    .execute();
}
