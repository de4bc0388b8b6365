import type { Executor } from '../../db/index.ts';

// The member's marks, notes, companies and calendar feed: their part of "Download my data" and of deletion.

export async function trackingDataOf(db: Executor, userId: number) {
  return {
    user_jobs: await db.selectFrom('user_jobs').selectAll().where('user_id', '=', userId).execute(),
    job_notes: await db.selectFrom('job_notes').selectAll().where('user_id', '=', userId).execute(),
    saved_companies: await db
      .selectFrom('saved_companies')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    blocked_companies: await db
      .selectFrom('blocked_companies')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    // How many times their hidden jobs and blocked companies have changed (what lets a search keep them).
    viewer_list_versions: await db
      .selectFrom('viewer_list_versions')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    // The feed's key is the secret that opens it; the export says there is one, not what it is.
    calendar_feeds: await db
      .selectFrom('calendar_feeds')
      .select(['user_id', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
  };
}

export async function deleteTrackingOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('job_notes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_jobs').where('user_id', '=', userId).execute();
  await db.deleteFrom('saved_companies').where('user_id', '=', userId).execute();
  await db.deleteFrom('blocked_companies').where('user_id', '=', userId).execute();
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  // After the lists: deleting them bumps it.
  await db.deleteFrom('viewer_list_versions').where('user_id', '=', userId).execute();
}
