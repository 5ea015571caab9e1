import type { DemoSeed } from '../../db/demo-seed';

/** The dialer is on for Demo Agency; demoagent is asked each time, demoadmin uses the browser, demoagent2 has it off. */
export async function seedDialerDemoData({ trx, user }: DemoSeed): Promise<void> {
  const admin = user('demoadmin');
  const agent = user('demoagent');
  if (!admin || !agent || !user('demoagent2')) return;
  const account_id = admin.account_id;
  await trx
    .updateTable('account')
    .set({ phone_dialer_provider_active: '1' })
    .where('account_id', '=', account_id)
    .execute();
  await trx
    .updateTable('app_user')
    .set({ phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 3 })
    .where('account_id', '=', account_id)
    .where('user_id', '=', agent.user_id)
    .execute();
  await trx
    .updateTable('app_user')
    .set({ phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 1 })
    .where('account_id', '=', account_id)
    .where('user_id', '=', admin.user_id)
    .execute();
}
