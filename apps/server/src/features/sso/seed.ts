import type { DemoSeed } from '../../db/demo-seed';

/** Demo Agency has Target Leads and Plan Explorer (shown to roles with plan_explorer: demoadmin, not the agents). */
export async function seedSsoDemoData({ trx, user }: DemoSeed): Promise<void> {
  const admin = user('demoadmin');
  if (!admin || !user('demoagent') || !user('demoagent2')) return;
  await trx
    .updateTable('account')
    .set({
      target_leads_sso_url: 'https://targetleads.example/sso',
      plan_explorer_sso_url: 'https://planexplorer.example/sso',
    })
    .where('account_id', '=', admin.account_id)
    .execute();
}
