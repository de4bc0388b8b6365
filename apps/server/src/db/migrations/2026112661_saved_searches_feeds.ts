import { type Kysely, sql } from 'kysely';

// A saved search's private feed (Atom and JSON Feed): a random key per search, whose URL carries the key and
// an HMAC of it under the service secret (as the calendar feed does). Rotating replaces the key; stopping
// removes the row, and deleting the search removes its feed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_search_feeds (
      search_id bigint PRIMARY KEY REFERENCES saved_searches(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      feed_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX saved_search_feeds_user_idx ON saved_search_feeds (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS saved_search_feeds;`.execute(db);
}
