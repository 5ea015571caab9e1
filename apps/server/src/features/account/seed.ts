import type { Transaction } from 'kysely';
import { AGENT_ROLE_PERMISSIONS, type UserGender } from '@meridian/domain';
import { PERMISSIONS } from '@meridian/api';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../../schema';

interface DemoUser {
  login: string;
  password: string;
  fname: string;
  lname: string;
  role: 'Admin' | 'Agent';
  gender: UserGender;
  phone: string;
  email: string;
}

interface DemoAccount {
  name: string;
  /** Co-brand logos: logo_1 small, logo_2 large, logo_3 for registration links. */
  logos?: { logo_1: string; logo_2: string; logo_3: string };
  users: DemoUser[];
}

/** The demo logins (README and `npm start` list them). The first user of each account owns it. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Demo Agency',
    logos: {
      logo_1: '/cobrand/demo-agency-small.svg',
      logo_2: '/cobrand/demo-agency.svg',
      logo_3: '/cobrand/demo-agency.svg',
    },
    users: [
      {
        login: 'demoadmin',
        password: 'Demo#2026admin',
        fname: 'Dana',
        lname: 'Whitfield',
        role: 'Admin',
        gender: 'f',
        phone: '3125550100',
        email: 'dana.whitfield@demo-agency.example',
      },
      {
        login: 'demoagent',
        password: 'Demo#2026agent',
        fname: 'Marcus',
        lname: 'Bell',
        role: 'Agent',
        gender: 'm',
        phone: '3125550101',
        email: 'marcus.bell@demo-agency.example',
      },
      {
        login: 'demoagent2',
        password: 'Demo#2026agent2',
        fname: 'Priya',
        lname: 'Raman',
        role: 'Agent',
        gender: 'f',
        phone: '3125550102',
        email: 'priya.raman@demo-agency.example',
      },
    ],
  },
  {
    name: 'Other Agency',
    users: [
      {
        login: 'otheradmin',
        password: 'Demo#2026other',
        fname: 'Owen',
        lname: 'Castillo',
        role: 'Admin',
        gender: 'm',
        phone: '5125550177',
        email: 'owen.castillo@other-agency.example',
      },
    ],
  },
];

export const DEMO_LOGINS = DEMO_ACCOUNTS.flatMap((a) =>
  a.users.map((u) => ({ account: a.name, login: u.login, password: u.password, role: u.role })),
);

/** The demo users' password hashes by login (hashing is slow: done before the seed's transaction). */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const user of DEMO_ACCOUNTS.flatMap((a) => a.users)) hashes.set(user.login, await hashPassword(user.password));
  return hashes;
}

/** The demo accounts with their Admin and Agent roles and their users (sign-in, work phone and email). */
export async function seedAccountsDemoData(trx: Transaction<DB>, hashes: ReadonlyMap<string, string>): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const { account_id } = await trx
      .insertInto('account')
      .values({ account_name: demo.name, ...(demo.logos ?? {}) })
      .returning('account_id')
      .executeTakeFirstOrThrow();
    const roles = new Map<string, number>();
    for (const role_name of ['Admin', 'Agent']) {
      const { role_id } = await trx
        .insertInto('role')
        .values({ account_id, role_name })
        .returning('role_id')
        .executeTakeFirstOrThrow();
      roles.set(role_name, role_id);
    }
    await trx
      .insertInto('role_permission')
      .values([
        ...PERMISSIONS.map((permission_name) => ({ account_id, role_id: roles.get('Admin')!, permission_name })),
        ...AGENT_ROLE_PERMISSIONS.map((permission_name) => ({
          account_id,
          role_id: roles.get('Agent')!,
          permission_name,
        })),
      ])
      .execute();
    let owner: number | undefined;
    for (const u of demo.users) {
      const { user_id } = await trx
        .insertInto('app_user')
        .values({
          account_id,
          role_id: roles.get(u.role)!,
          fname: u.fname,
          lname: u.lname,
          gender: u.gender,
          company: demo.name,
          npn: String(17_000_000 + account_id * 100 + u.login.length),
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      owner ??= user_id;
      await trx
        .insertInto('user_credentials')
        .values({ account_id, user_id, login: u.login, password_hash: hashes.get(u.login)! })
        .execute();
      await trx
        .insertInto('user_phone')
        .values({ account_id, user_id, phone: u.phone, phone_type: 'Work', is_default: true })
        .execute();
      await trx
        .insertInto('user_email')
        .values({ account_id, user_id, email: u.email, email_type: 'Work', is_default: true })
        .execute();
    }
    await trx
      .updateTable('account')
      .set({ account_owner_user_id: owner ?? null })
      .where('account_id', '=', account_id)
      .execute();
  }
}
