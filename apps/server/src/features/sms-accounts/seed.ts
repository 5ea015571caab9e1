import type { DemoSeed } from '../../db/demo-seed';

/**
 * Demo Agency texts from one sender number (the local outbox provider), for every user; the other
 * demo account has none, so its users see why texts are off.
 */
export async function seedSmsAccountsDemoData({ trx, user }: DemoSeed): Promise<void> {
  const admin = user('demoadmin');
  if (!admin) return;
  await trx
    .insertInto('sms_account')
    .values({
      account_id: admin.account_id,
      sms_account_name: 'Main line',
      sender_number: '3125550142',
      provider: 'local',
      sender_scope: 'all',
    })
    .execute();
}
