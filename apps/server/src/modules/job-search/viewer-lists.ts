import type { RawBuilder } from 'kysely';

/**
 * What the jobs module asks of the module that owns a viewer's own lists (tracking: hidden, saved and tracked
 * jobs, blocked and saved companies, notes). Jobs does not import tracking (tracking builds on jobs); the
 * composition root (services.ts) hands tracking's implementation to the jobs service and the digest.
 */
export interface ViewerLists {
  /** SQL selecting the ids of the jobs this viewer hid. */
  hiddenJobIds(userId: number): RawBuilder<unknown>;
  /** SQL selecting the ids of the jobs this viewer saved. */
  savedJobIds(userId: number): RawBuilder<unknown>;
  /** SQL selecting the ids of the jobs this viewer tracks (has given a status). */
  trackedJobIds(userId: number): RawBuilder<unknown>;
  /** SQL selecting the ids of the companies this viewer blocked. */
  blockedCompanyIds(userId: number): RawBuilder<unknown>;
  /**
   * The version of this viewer's hidden jobs and blocked companies: it changes whenever either list does, in
   * whatever way (the database keeps it), so what they leave out of a search may be kept while it stays the same.
   */
  listsVersion(userId: number): Promise<number>;
  /**
   * The viewer's marks on job `j` for its card — saved, flagged, hidden, current_status, job_notes_count,
   * company_saved — as select columns, and the join they read from.
   */
  cardMarks(userId: number): { join: RawBuilder<unknown>; columns: RawBuilder<unknown> };
  /** Who hid which of these jobs, as 'user:job' keys (for the in-memory executor). */
  hiddenAmong(jobIds: number[]): Promise<Set<string>>;
  /** Who blocked which of these companies, as 'user:company' keys (for the in-memory executor). */
  blockedAmong(companyIds: number[]): Promise<Set<string>>;
}
