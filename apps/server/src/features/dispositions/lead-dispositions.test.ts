import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  LeadApplicationsStruct,
  LeadCurrentPlansStruct,
  LeadDispositionCreateAnswerStruct,
  LeadDispositionHistoryStruct,
  type LeadDispositionEntry,
  type LeadRecord,
} from '@meridian/api';
import { DISPOSITION_MESSAGES, DISPOSITION_NOTE_MAX_LENGTH } from '@meridian/domain';
import { idMessage } from '../../http/input-guard';
import {
  backends,
  firstLeadOf,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

describe.each(backends)('given the lead panels’ calls on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let demoAccount: number;
  let otherAccount: number;
  /** demoagent's leads with a current plan and an application, and one without either. */
  let covered: number;
  let bare: number;
  let agent2Lead: number;
  let otherLead: number;
  /** The demo account's active dispositions, one set inactive, and one of the other account. */
  let dispos: Array<{ dispo_id: number; dispo_name: string }>;
  let inactiveDispo: number;
  let otherAccountDispo: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    const db = server.database.db;
    const accountOf = async (userId: number) =>
      (await db.selectFrom('app_user').select('account_id').where('user_id', '=', userId).executeTakeFirstOrThrow())
        .account_id;
    demoAccount = await accountOf(agent.user_id);
    otherAccount = await accountOf(other.user_id);
    const agentLeads = db
      .selectFrom('lead as l')
      .select('l.lead_id')
      .where('l.account_id', '=', demoAccount)
      .where('l.user_id', '=', agent.user_id)
      .where('l.deleted', '=', '0')
      .orderBy('l.lead_id');
    const has = (table: 'lead_current_plan' | 'application') =>
      sql<boolean>`exists (select 1 from ${sql.table(table)} c where c.account_id = l.account_id and c.lead_id = l.lead_id)`;
    covered = (await agentLeads.where(has('lead_current_plan')).where(has('application')).executeTakeFirstOrThrow())
      .lead_id;
    bare = (
      await agentLeads
        .where(sql<boolean>`not ${has('lead_current_plan')}`)
        .where(sql<boolean>`not ${has('application')}`)
        .executeTakeFirstOrThrow()
    ).lead_id;
    agent2Lead = await firstLeadOf(db, demoAccount, agent2.user_id);
    otherLead = await firstLeadOf(db, otherAccount);
    const demoDispos = await db
      .selectFrom('lead_disposition')
      .select(['dispo_id', 'dispo_name'])
      .where('account_id', '=', demoAccount)
      .orderBy('sort_order')
      .execute();
    inactiveDispo = demoDispos.at(-1)!.dispo_id;
    await db
      .updateTable('lead_disposition')
      .set({ active: '0' })
      .where('account_id', '=', demoAccount)
      .where('dispo_id', '=', inactiveDispo)
      .execute();
    dispos = demoDispos.slice(0, -1);
    otherAccountDispo = (
      await db
        .selectFrom('lead_disposition')
        .select('dispo_id')
        .where('account_id', '=', otherAccount)
        .executeTakeFirstOrThrow()
    ).dispo_id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const historyOf = async (who: Tokens, leadId: number) => {
    const response = await getAs(server.app, who.access_token, `/api/lead/${leadId}/disposition/`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as LeadDispositionEntry[];
    expect(is(rows, LeadDispositionHistoryStruct), response.body).toBe(true);
    return rows;
  };
  const record = (who: Tokens, leadId: number, body: object) =>
    postAs(server.app, who.access_token, `/api/lead/${leadId}/disposition/`, body);
  const leadOf = async (who: Tokens, leadId: number) =>
    (await getAs(server.app, who.access_token, `/api/lead/${leadId}/`)).json() as LeadRecord;
  /** What a refused call must leave untouched: the lead's latest disposition, its log and its audit. */
  const stateOf = async (leadId: number) => {
    const db = server.database.db;
    const [lead, log, audit] = await Promise.all([
      db
        .selectFrom('lead')
        .select(['lead_dispo_id', 'disposition_date'])
        .where('lead_id', '=', leadId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('lead_disposition_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('lead_id', '=', leadId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('lead_audit')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('lead_id', '=', leadId)
        .executeTakeFirstOrThrow(),
    ]);
    return { lead, log: Number(log.n), audit: Number(audit.n) };
  };

  describe('when the disposition history is read', () => {
    it('then it is the lead’s log, newest first, with who recorded each', async () => {
      const rows = await historyOf(agent, covered);
      const db = server.database.db;
      const logged = await db
        .selectFrom('lead_disposition_log')
        .select(['dispo_log_id', 'dispo_date'])
        .where('lead_id', '=', covered)
        .execute();
      expect(rows.map((r) => r.dispo_log_id).sort()).toEqual(logged.map((r) => r.dispo_log_id).sort());
      expect(rows.length).toBeGreaterThan(0);
      const dates = rows.map((r) => r.dispo_date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(rows.every((r) => r.lead_id === covered && r.dispo_name !== '')).toBe(true);
      // The lead's latest is the history's first.
      expect((await leadOf(agent, covered)).dispo_name).toBe(rows[0]!.dispo_name);
    });

    it('then another agent’s lead without lead_view_assigned and another account’s lead are 404', async () => {
      expect((await getAs(server.app, agent.access_token, `/api/lead/${agent2Lead}/disposition/`)).statusCode).toBe(
        404,
      );
      expect((await getAs(server.app, admin.access_token, `/api/lead/${otherLead}/disposition/`)).statusCode).toBe(404);
      expect((await getAs(server.app, other.access_token, `/api/lead/${covered}/disposition/`)).statusCode).toBe(404);
      // lead_view_assigned reaches every agent's lead of the account.
      expect((await historyOf(admin, agent2Lead)).every((r) => r.lead_id === agent2Lead)).toBe(true);
    });
  });

  describe('when a disposition is recorded', () => {
    it('then it heads the history, becomes the lead’s latest (header and quick search) and is audited', async () => {
      const before = await stateOf(covered);
      // A disposition other than the lead's latest, so the change shows.
      const chosen = dispos.find((d) => d.dispo_id !== before.lead.lead_dispo_id)!;
      const response = await record(agent, covered, {
        dispo_id: chosen.dispo_id,
        dispo_log: '  Call back Tuesday 10am ',
      });
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json();
      expect(is(answer, LeadDispositionCreateAnswerStruct), response.body).toBe(true);
      expect(answer).toMatchObject({
        success: true,
        lead_id: covered,
        dispo_id: chosen.dispo_id,
        dispo_name: chosen.dispo_name,
        dispo_log: 'Call back Tuesday 10am',
        user_id: agent.user_id,
      });

      const [first] = await historyOf(agent, covered);
      expect(first).toEqual(Object.fromEntries(Object.entries(answer).filter(([k]) => k !== 'success')));
      const after = await stateOf(covered);
      expect(after.log).toBe(before.log + 1);
      expect(after.lead.lead_dispo_id).toBe(chosen.dispo_id);
      expect(after.lead.disposition_date?.toISOString()).toBe(answer.dispo_date);

      const lead = await leadOf(agent, covered);
      expect(lead.dispo_name).toBe(chosen.dispo_name);
      expect(lead.dispo_log).toBe('Call back Tuesday 10am');

      const audit = await server.database.db
        .selectFrom('lead_audit')
        .selectAll()
        .where('lead_id', '=', covered)
        .orderBy('audit_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(after.audit).toBe(before.audit + 1);
      expect(audit).toMatchObject({
        account_id: demoAccount,
        changed_by: agent.user_id,
        field: 'disposition',
        new_value: `${chosen.dispo_name}: Call back Tuesday 10am`,
      });

      const found = await postAs(server.app, agent.access_token, '/api/lead/search/', {
        criteria: {
          lead_dispo_id: { type: 'simple', value: [chosen.dispo_id] },
          lname: { type: 'simple', value: [lead.lname] },
        },
      });
      expect(found.statusCode, found.body).toBe(200);
      const row = found.json().result.find((r: { lead_id: number }) => r.lead_id === covered);
      expect(row).toMatchObject({ lead_dispo_id: chosen.dispo_id, dispo_name: chosen.dispo_name });
    });

    it('then one without a note is recorded with an empty note, and the latest moves again', async () => {
      const current = (await stateOf(covered)).lead.lead_dispo_id;
      const second = dispos.find((d) => d.dispo_id !== current)!;
      const response = await record(agent, covered, { dispo_id: second.dispo_id });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ dispo_id: second.dispo_id, dispo_log: '' });
      expect((await historyOf(agent, covered))[0]!.dispo_log_id).toBe(response.json().dispo_log_id);
      expect((await leadOf(agent, covered)).dispo_name).toBe(second.dispo_name);
      expect((await stateOf(covered)).lead.lead_dispo_id).toBe(second.dispo_id);
    });

    it('then demoadmin (lead_view_assigned) records one on demoagent2’s lead', async () => {
      const response = await record(admin, agent2Lead, { dispo_id: dispos[0]!.dispo_id });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().user_id).toBe(admin.user_id);
    });
  });

  describe('when a disposition is refused', () => {
    it.each([
      { name: 'no dispo_id', body: { dispo_log: 'x' }, field: 'dispo_id', message: 'dispo_id is required.' },
      { name: 'dispo_id 0', body: { dispo_id: 0 }, field: 'dispo_id', message: DISPOSITION_MESSAGES.dispoRequired },
      {
        name: 'a note over the limit',
        body: () => ({ dispo_id: dispos[0]!.dispo_id, dispo_log: 'n'.repeat(DISPOSITION_NOTE_MAX_LENGTH + 1) }),
        field: 'dispo_log',
        message: DISPOSITION_MESSAGES.noteTooLong,
      },
      {
        name: 'a dispo_id beyond any id',
        body: { dispo_id: 1e17 },
        field: 'dispo_id',
        // The input guard's words (src/http/input-guard.ts): no id can be that large.
        message: idMessage('dispo_id'),
      },
      {
        name: 'a note that is not text',
        body: () => ({ dispo_id: dispos[0]!.dispo_id, dispo_log: { html: '<b>x</b>' } }),
        field: 'dispo_log',
        message: expect.stringContaining('dispo_log is invalid'),
      },
      {
        name: 'an unknown dispo_id',
        body: { dispo_id: 987_654 },
        field: 'dispo_id',
        message: DISPOSITION_MESSAGES.dispoUnknown,
      },
      {
        name: 'an inactive disposition',
        body: () => ({ dispo_id: inactiveDispo }),
        field: 'dispo_id',
        message: DISPOSITION_MESSAGES.dispoUnknown,
      },
      {
        name: 'another account’s disposition',
        body: () => ({ dispo_id: otherAccountDispo }),
        field: 'dispo_id',
        message: DISPOSITION_MESSAGES.dispoUnknown,
      },
    ])('with $name then it is 400 naming $field and nothing changes', async ({ body, field, message }) => {
      const before = await stateOf(bare);
      const response = await record(agent, bare, typeof body === 'function' ? body() : body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer.success).toBe(false);
      expect(answer.message).toEqual(message);
      expect(JSON.stringify(answer.result)).toContain(field);
      expect(await stateOf(bare)).toEqual(before);
    });

    it('with another agent’s lead (no lead_view_assigned) or another account’s lead then it is 404 and nothing changes', async () => {
      const [agent2Before, otherBefore] = await Promise.all([stateOf(agent2Lead), stateOf(otherLead)]);
      expect((await record(agent, agent2Lead, { dispo_id: dispos[0]!.dispo_id })).statusCode).toBe(404);
      expect((await record(admin, otherLead, { dispo_id: dispos[0]!.dispo_id })).statusCode).toBe(404);
      expect((await record(other, bare, { dispo_id: otherAccountDispo })).statusCode).toBe(404);
      expect(await stateOf(agent2Lead)).toEqual(agent2Before);
      expect((await stateOf(otherLead)).log).toBe(otherBefore.log);
    });
  });

  describe('when current plans and applications are read', () => {
    it('then they are the lead’s rows with product type and application disposition names', async () => {
      const db = server.database.db;
      const plans = await getAs(server.app, agent.access_token, `/api/lead/${covered}/currentPlan/`);
      expect(plans.statusCode, plans.body).toBe(200);
      expect(is(plans.json(), LeadCurrentPlansStruct), plans.body).toBe(true);
      const planRows = await db.selectFrom('lead_current_plan').selectAll().where('lead_id', '=', covered).execute();
      expect(plans.json()).toHaveLength(planRows.length);
      expect(plans.json()[0]).toMatchObject({
        lead_id: covered,
        carrier_name: planRows[0]!.carrier_name,
        plan_name: planRows[0]!.plan_name,
      });
      expect(plans.json()[0].product_type_name).not.toBe('');

      const apps = await getAs(server.app, agent.access_token, `/api/lead/${covered}/application/`);
      expect(apps.statusCode, apps.body).toBe(200);
      expect(is(apps.json(), LeadApplicationsStruct), apps.body).toBe(true);
      const appRows = await db
        .selectFrom('application as a')
        .innerJoin('application_disposition as d', (j) =>
          j.onRef('d.account_id', '=', 'a.account_id').onRef('d.dispo_id', '=', 'a.app_dispo_id'),
        )
        .select(['a.application_id', 'a.carrier_name', 'd.dispo_name'])
        .where('a.lead_id', '=', covered)
        .execute();
      expect(apps.json()).toHaveLength(appRows.length);
      const first = apps.json()[0];
      const expected = appRows.find((r) => r.application_id === first.application_id)!;
      expect(first).toMatchObject({ carrier_name: expected.carrier_name, app_dispo_name: expected.dispo_name });
      expect(first.submitted_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(first.effective_date).toMatch(/^\d{2}\/01\/\d{4}$/);
      expect(first.plan_year).toBe(Number(first.effective_date.slice(-4)));
    });

    it('then a lead without either answers empty lists', async () => {
      expect((await getAs(server.app, agent.access_token, `/api/lead/${bare}/currentPlan/`)).json()).toEqual([]);
      expect((await getAs(server.app, agent.access_token, `/api/lead/${bare}/application/`)).json()).toEqual([]);
    });

    it('then another agent’s lead without lead_view_assigned and another account’s lead are 404', async () => {
      for (const path of ['currentPlan', 'application']) {
        expect((await getAs(server.app, agent.access_token, `/api/lead/${agent2Lead}/${path}/`)).statusCode).toBe(404);
        expect((await getAs(server.app, admin.access_token, `/api/lead/${otherLead}/${path}/`)).statusCode).toBe(404);
        expect((await getAs(server.app, other.access_token, `/api/lead/${covered}/${path}/`)).statusCode).toBe(404);
        expect((await getAs(server.app, admin.access_token, `/api/lead/${agent2Lead}/${path}/`)).statusCode).toBe(200);
      }
    });
  });

  describe('when the dashboard counts an agent’s leads by disposition', () => {
    const countsOf = (tokens: Tokens, userId: number) =>
      getAs(server.app, tokens.access_token, `/api/user/${userId}/lead/dispositionCounts`);

    it('then each count equals the agent’s leads holding it, and a recorded disposition moves one lead between counts', async () => {
      const db = server.database.db;
      const expected = async () => {
        const rows = await db
          .selectFrom('lead')
          .select(['lead_dispo_id', sql<string>`count(*)`.as('n')])
          .where('account_id', '=', demoAccount)
          .where('user_id', '=', agent.user_id)
          .where('deleted', '=', '0')
          .groupBy('lead_dispo_id')
          .execute();
        return Object.fromEntries(rows.map((r) => [String(r.lead_dispo_id), Number(r.n)]));
      };
      const answered = async () => {
        const response = await countsOf(agent, agent.user_id);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as {
          total_leads: number;
          result: Array<{ lead_dispo_id: number | null; dispo_name: string | null; count: number }>;
        };
        const counts = body.result.map((r) => r.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        expect(body.total_leads).toBe(counts.reduce((a, b) => a + b, 0));
        for (const row of body.result)
          if (row.lead_dispo_id !== null)
            expect(row.dispo_name).toBe(
              dispos.find((d) => d.dispo_id === row.lead_dispo_id)?.dispo_name ?? row.dispo_name,
            );
        return Object.fromEntries(body.result.map((r) => [String(r.lead_dispo_id), r.count]));
      };
      const before = await answered();
      expect(before).toEqual(await expected());

      const current = String((await stateOf(covered)).lead.lead_dispo_id);
      const next = dispos.find((d) => String(d.dispo_id) !== current)!;
      expect((await record(agent, covered, { dispo_id: next.dispo_id })).statusCode).toBe(201);
      const after = await answered();
      expect(after).toEqual(await expected());
      expect(after[String(next.dispo_id)]).toBe((before[String(next.dispo_id)] ?? 0) + 1);
      expect(after[current] ?? 0).toBe((before[current] ?? 0) - 1);
    });

    it('then another agent (no lead_view_assigned) and another account answer 404; demoadmin reads demoagent’s', async () => {
      expect((await countsOf(agent2, agent.user_id)).statusCode).toBe(404);
      expect((await countsOf(other, agent.user_id)).statusCode).toBe(404);
      const mine = (await countsOf(agent, agent.user_id)).json();
      expect((await countsOf(admin, agent.user_id)).json()).toEqual(mine);
    });
  });
});
