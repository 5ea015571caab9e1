import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminAuditEntity, Permission } from '@meridian/api';
import type { AuthService } from './auth/service';
import type { TokenSigner } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { DemoSeed } from './db/demo-seed';
import type { DB } from './schema';
import type { SsnCipher } from './db/ssn-cipher';
import type { TenantOwner } from './db/tenant';
import type { JobRunner } from './jobs';

/** What the application gives every feature when it registers it (built once per process in app.ts). */
export interface FeatureContext {
  db: Kysely<DB>;
  database: Database;
  config: ServerConfig;
  jobs: JobRunner;
  /** The process's signing key: a feature's signed links (invitations, set-password) are made from it. */
  signingKey: Buffer;
  signer: TokenSigner;
  auth: AuthService;
  /** Encrypts and decrypts stored SSNs (the lead record, its export, the client's own page). */
  ssnCipher: SsnCipher;
  /** Every feature the app registers: those that read the others' descriptors (admin-audit) compose them. */
  features: readonly ServerFeature[];
}

/** A kind of record whose changes write admin audit rows, and whose History an admin reads. */
export interface AuditedRecord {
  /** The permission that reads the record's History: the one that changes the record. */
  permission: Permission;
  /**
   * Whether record `id` is the owner's (another account's record is as missing). Without it the record
   * is its audit rows: it exists while they do, so the History outlives a deleted record.
   */
  exists?(db: Kysely<DB>, owner: TenantOwner, id: number): Promise<boolean>;
}

/**
 * One server feature, as its folder's index.ts exports it: app.ts registers the list in
 * src/registry.ts and knows no feature by name. Adding a feature is its folder and one line there.
 */
export interface ServerFeature {
  /** The feature's folder under src/features. */
  name: string;
  /** Runs once before any route is registered: the job queues it handles, data it derives from config. */
  setup?(context: FeatureContext): Promise<void> | void;
  /** Calls anyone may make (no access token): sign-in, public pages, links sent to clients. */
  publicRoutes?(app: FastifyInstance, context: FeatureContext): Promise<void>;
  /** Calls that need a valid access token (registered inside the authenticated scope). */
  routes?(api: FastifyInstance, context: FeatureContext): Promise<void>;
  /** Its demo data, run in the list's order after the demo accounts and their users. */
  seed?(seed: DemoSeed): Promise<void>;
  /**
   * Its administration calls: each needs a named permission, and the route table tests call each as
   * an agent expecting 403. An entry ending in '/' matches every route under it; any other entry
   * matches that route url exactly; one starting with a method ('POST /api/account/:id') matches that
   * method only. Every url under /api/admin/ is one without being listed (src/admin-routes.ts).
   */
  adminRoutes?: readonly string[];
  /** The records it audits (admin_audit.entity), each named once across the features. */
  audited?: Partial<Record<AdminAuditEntity, AuditedRecord>>;
}
