import type { Executor } from '../../db/index.ts';

// Companies and jobs a member brought in by CSV import are theirs alone (nobody else sees them).

export async function catalogueDataOf(db: Executor, userId: number) {
  return {
    companies: await db
      .selectFrom('companies')
      .selectAll()
      .where('imported_by_user_id', '=', userId)
      .execute(),
    jobs: await db
      .selectFrom('jobs')
      .select(['id', 'company_id', 'title', 'url', 'description', 'first_seen_at', 'imported_by_user_id'])
      .where('imported_by_user_id', '=', userId)
      .execute(),
  };
}

/** The member's imported jobs (their places with them) and then the companies only they brought in. */
export async function deleteImportsOf(db: Executor, userId: number): Promise<void> {
  const jobs = db.selectFrom('jobs').select('id').where('imported_by_user_id', '=', userId);
  await db.deleteFrom('job_locations').where('job_id', 'in', jobs).execute();
  await db.deleteFrom('jobs').where('imported_by_user_id', '=', userId).execute();
  await db.deleteFrom('companies').where('imported_by_user_id', '=', userId).execute();
}
