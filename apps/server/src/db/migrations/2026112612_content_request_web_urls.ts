import { type Kysely, sql } from 'kysely';

// A request's address is a web address (issue 24): one stored before the rule with another scheme
// (javascript:, data:…) is dropped, since the console shows it as a link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE requests SET url = NULL WHERE url IS NOT NULL AND url !~* '^https?://'`.execute(db);
}

export async function down(): Promise<void> {}
