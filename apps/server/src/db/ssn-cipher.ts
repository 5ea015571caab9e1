import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * Social security numbers at rest: AES-256-GCM with a key from configuration (SSN_ENCRYPTION_KEY),
 * or, when unset, one generated once and kept in the database like the token key. The lead's
 * account and id are the additional data, so a ciphertext copied to another lead does not open.
 * Stored as base64 of iv (12) | tag (16) | ciphertext.
 */
export class SsnCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The SSN key must be 32 bytes');
  }

  encrypt(digits: string, owner: { account_id: number; lead_id: number }): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(additionalData(owner));
    const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The digits, or undefined when the value does not open with this key for this lead. */
  decrypt(stored: string, owner: { account_id: number; lead_id: number }): string | undefined {
    try {
      const raw = Buffer.from(stored, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(additionalData(owner));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

function additionalData({ account_id, lead_id }: { account_id: number; lead_id: number }): Buffer {
  return Buffer.from(`lead:${account_id}:${lead_id}`, 'utf8');
}

/** The SSN key: SSN_ENCRYPTION_KEY, or one generated once and shared through the database. */
export async function loadSsnKey(db: Kysely<DB>, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured).digest();
  await db
    .insertInto('server_secret')
    .values({ name: 'ssn_encryption_key', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', 'ssn_encryption_key')
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
