import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index.ts';
import { createViewerLists } from '../../../src/modules/tracking/index.ts';
import { createTestDatabase } from '../../helpers/db.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createUser } from '../../helpers/users.ts';

// The version of a member's hidden jobs and blocked companies is kept by triggers (migration 2026112710), so
// every way of writing those lists moves it, and nothing else does. Written here in plain SQL, as any write path
// (the routes, an import, the console, a cascade) would.

let db: Db;
let version: (userId: number) => Promise<number>;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const lists = createViewerLists(db);
  version = (userId) => lists.listsVersion(userId);
});

const setHidden = (userId: number, jobId: number, hidden: boolean) =>
  db
    .insertInto('user_jobs')
    .values({ user_id: userId, job_id: jobId, hidden })
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doUpdateSet({ hidden }))
    .execute();

describe('a member’s lists version', () => {
  it('moves with each hide and unhide, and with nothing else on their jobs', async () => {
    const member = await createUser(db);
    const [first, second] = [await createJob(db, { title: 'A' }), await createJob(db, { title: 'B' })];
    expect(await version(member.id)).toBe(0);
    await setHidden(member.id, first.id, true);
    expect(await version(member.id)).toBe(1);
    // Saving, tracking or flagging leaves what a search leaves out as it was.
    await db.insertInto('user_jobs').values({ user_id: member.id, job_id: second.id, saved: true }).execute();
    await db
      .updateTable('user_jobs')
      .set({ saved: true, status: 'Cold Applied', flagged: true })
      .where('user_id', '=', member.id)
      .execute();
    await setHidden(member.id, first.id, true); // hidden again: no change
    expect(await version(member.id)).toBe(1);
    await setHidden(member.id, first.id, false);
    expect(await version(member.id)).toBe(2);
    await setHidden(member.id, second.id, true);
    expect(await version(member.id)).toBe(3);
    // A hidden row deleted (here by its job's deletion) moves it; a row not hidden does not.
    await db
      .deleteFrom('user_jobs')
      .where('user_id', '=', member.id)
      .where('job_id', '=', first.id)
      .execute();
    expect(await version(member.id)).toBe(3);
    await db.deleteFrom('jobs').where('id', '=', second.id).execute();
    expect(await version(member.id)).toBe(4);
  });

  it('moves with each block and unblock, and when a blocked company is deleted', async () => {
    const member = await createUser(db);
    const company = await createCompany(db);
    const other = await createCompany(db);
    await db.insertInto('blocked_companies').values({ user_id: member.id, company_id: company.id }).execute();
    expect(await version(member.id)).toBe(1);
    await db
      .insertInto('blocked_companies')
      .values({ user_id: member.id, company_id: company.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(await version(member.id)).toBe(1);
    // Saving a company is not blocking it.
    await db.insertInto('saved_companies').values({ user_id: member.id, company_id: other.id }).execute();
    expect(await version(member.id)).toBe(1);
    await db
      .deleteFrom('blocked_companies')
      .where('user_id', '=', member.id)
      .where('company_id', '=', company.id)
      .execute();
    expect(await version(member.id)).toBe(2);
    await db.insertInto('blocked_companies').values({ user_id: member.id, company_id: other.id }).execute();
    await db.deleteFrom('companies').where('id', '=', other.id).execute();
    expect(await version(member.id)).toBe(4);
  });

  it('is each member’s own, and a statement hiding several of their jobs moves it once for each', async () => {
    const [one, two, bystander] = [await createUser(db), await createUser(db), await createUser(db)];
    const jobs = [await createJob(db, { title: 'C' }), await createJob(db, { title: 'D' })];
    await db
      .insertInto('user_jobs')
      .values([one, two].flatMap((m) => jobs.map((j) => ({ user_id: m.id, job_id: j.id, hidden: true }))))
      .execute();
    expect([await version(one.id), await version(two.id), await version(bystander.id)]).toEqual([2, 2, 0]);
  });

  it('goes with the account: deleting a member with hidden jobs and blocked companies leaves nothing behind', async () => {
    for (const versionKept of [true, false]) {
      const member = await createUser(db);
      const job = await createJob(db, { title: 'E' });
      const company = await createCompany(db);
      await setHidden(member.id, job.id, true);
      await db
        .insertInto('blocked_companies')
        .values({ user_id: member.id, company_id: company.id })
        .execute();
      expect(await version(member.id)).toBe(2);
      // Without its row (as for lists written before the migration), the cascade must not write one back.
      if (!versionKept)
        await db.deleteFrom('viewer_list_versions').where('user_id', '=', member.id).execute();
      await db.deleteFrom('users').where('id', '=', member.id).execute();
      const left = await db
        .selectFrom('viewer_list_versions')
        .select('version')
        .where('user_id', '=', member.id)
        .execute();
      expect(left).toEqual([]);
      expect(await version(member.id)).toBe(0);
    }
  });
});
