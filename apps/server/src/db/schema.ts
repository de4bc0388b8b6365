import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

// Kysely's view of the tables in migrations/. Keep in step with every migration.
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>; // bigserial; int8 is parsed to number (db/index.ts)

export interface UsersTable {
  id: Id;
  email: string;
  first_name: string | null;
  last_name: string | null;
  oidc_subject: string | null;
  /** The issuer of oidc_subject: an account is bound to the pair (migration 2026112301). */
  oidc_issuer: Generated<string | null>;
  email_opt_out: Generated<boolean>;
  created_at: CreatedAt;
  last_login_at: Timestamp | null;
}

export interface PermissionsTable {
  user_id: number;
  type: Generated<string>;
  tier: string | null;
  interval: string | null;
  subscription_current_period_end: Timestamp | null;
  stripe_customer_id: string | null;
  /** The Stripe Checkout last opened; another is refused while it is open. */
  stripe_checkout_session_id: string | null;
  /** When the member's first paid subscription was recorded: Settings shows Billing from then (migration 2026112675). */
  first_subscribed_at: Generated<Date | null>;
  show_onboarding: Generated<boolean>;
  onboarding_step: number | null;
  onboarding_search_id: number | null;
  referral_code: string;
  referrals_remaining: Generated<number>;
  /** The tier without a subscription (free or a granted beta tier); an ended subscription returns to it. */
  unpaid_tier: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SessionsTable {
  id_hash: Buffer;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
}

export interface LoginTokensTable {
  token_hash: Buffer;
  email: string;
  purpose: Generated<string>;
  first_name: string | null;
  invite_code: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** A newer link to the address, or signing out everywhere, ended this one unspent. */
  voided_at: Timestamp | null;
  requested_ip: string | null;
}

export interface CompaniesTable {
  id: Id;
  name: string;
  slug: string;
  homepage_url: string | null;
  industry: string | null;
  /** Where the industry came from: 'dataset:<name>', 'inferred' or 'operator' (migration 2026112620). */
  industry_source: Generated<string | null>;
  created_at: CreatedAt;
  /** Set on a company a member brought in by CSV import; only they see it (migration 2026112300). */
  imported_by_user_id: Generated<number | null>;
  /** Share of its open jobs listed for LONG_LISTED_DAYS or more, and of how many (migration 2026112650). */
  long_listed_share: Generated<number | null>;
  open_jobs_counted: Generated<number | null>;
}

export interface JobBoardsTable {
  id: Id;
  company_id: number;
  ats: string;
  token: string;
  status: Generated<'active' | 'failing' | 'disabled'>;
  consecutive_failures: Generated<number>;
  last_fetch_at: Timestamp | null;
  last_success_at: Timestamp | null;
  last_full_fetch_at: Timestamp | null;
  created_at: CreatedAt;
  /** A worker holds the board until then (migration 2026112210). */
  fetch_claimed_until: Timestamp | null;
  /** Fingerprint of the last successful listing, and whether that fetch was full (migration 2026112211). */
  listing_hash: string | null;
  listing_full: Generated<boolean>;
  /** How many items that listing held: an identical one-request answer is not parsed (migration 2026112709). */
  listing_count: number | null;
}

export interface BoardFetchErrorsTable {
  id: Id;
  board_id: number;
  occurred_at: CreatedAt;
  kind: string;
  http_status: number | null;
  message: string;
}

export interface JobsTable {
  id: Id;
  board_id: number;
  company_id: number;
  external_id: string;
  title: string;
  title_key: string;
  url: string;
  function: Generated<string>;
  level: Generated<string>;
  type: Generated<string>;
  department: string | null;
  employment_type: string | null;
  description: string | null;
  salary_min: string | null;
  salary_max: string | null;
  salary_currency: string | null;
  remote: Generated<boolean>;
  posted_at: Timestamp | null;
  source_updated_at: Timestamp | null;
  content_hash: string;
  first_seen_at: Timestamp;
  /**
   * When the job became news: the ATS's posted date when much older than first sight, else first sight; null
   * for an undated job of a board's first fetch, never news (migration 2026112520, catalogue/listed-at.ts).
   */
  listed_at: Timestamp | null;
  last_seen_at: Timestamp;
  closed_at: Timestamp | null;
  active: Generated<boolean>;
  reposted_from_id: number | null;
  repost_count: Generated<number>;
  /** Order-free key of the job's places, for repost matching (migration 2026112210). */
  location_key: Generated<string>;
  /** Set on a job a person brought in by CSV import (migration 2026112250); such jobs are never active. */
  imported_by_user_id: number | null;
  /** Folded title for keyword search (migration 2026112220_jobs_search); computed by Postgres. */
  title_search: GeneratedAlways<string>;
  /** 'City|ST' of each location, kept in step with job_locations by triggers (migration 2026112222). */
  location_keys: Generated<string[]>;
  /** An operator's word (migration 2026112530): 'removed' hides it for everyone, 'closed' closes it; never active. */
  moderation: Generated<'removed' | 'closed' | null>;
  moderated_at: Timestamp | null;
  /** 'on-site' | 'hybrid' | 'remote', null when the board does not say (migration 2026112540). */
  work_mode: string | null;
  /** The interval salary_min/salary_max are given in: 'year', 'month', 'week', 'day' or 'hour'. */
  salary_interval: string | null;
  /** The yearly pay range, only where annualising is sound (never an hourly internship). */
  salary_annual_min: number | null;
  salary_annual_max: number | null;
  /** 'sponsors' | 'no-sponsorship' as the description says, null when it does not (migration 2026112641). */
  visa_sponsorship: string | null;
  visa_sentence: string | null;
  /** Where a remote job is open: ISO codes, 'US-TX' for a state, '*' for anywhere (regions spelled out). */
  remote_open_to: Generated<string[]>;
  remote_excluded: Generated<string[]>;
  remote_label: string | null;
  remote_sentence: string | null;
  /** The facts reader's version that read visa_* and remote_* (migration 2026112705); 0: before versions. */
  facts_version: Generated<number>;
  /** What a posting is grouped into openings by (migration 2026112701, catalogue/openings.ts). */
  opening_key: string | null;
  description_sketch: number[] | null;
  /** On a copy of an opening: the posting shown for it (never active itself); null otherwise. */
  opening_id: number | null;
  /** On a representative showing its remote copies' eligibility: its own reading (migration 2026112702). */
  own_remote_eligibility: unknown | null;
}

export interface JobLocationsTable {
  job_id: number;
  position: number;
  city: string | null;
  state: string | null;
  country: string | null;
  remote: Generated<boolean>;
  /** A place a representative shows for its copy (that copy's id); null for the job's own places. */
  of_copy: number | null;
}

export interface SavedSearchesTable {
  id: Id;
  user_id: number;
  name: string;
  filters: ColumnType<Record<string, unknown>, string | undefined, string>;
  email: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** New jobs up to this time have been considered for the search's digest (alerts module). */
  digest_through: Timestamp | null;
}

export interface UserJobsTable {
  user_id: number;
  job_id: number;
  saved: Generated<boolean>;
  hidden: Generated<boolean>;
  flagged: Generated<boolean>;
  status: string | null;
  status_changed_at: Timestamp | null;
  next_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the next date is for (migration 2026112250_tracking_calendar_import). */
  next_date_label: string | null;
  /** When the member flagged it, and when an operator dismissed that flag (migration 2026112531). */
  flagged_at: Timestamp | null;
  flag_dismissed_at: Timestamp | null;
  /** What the operator did about the flag, and when the member was emailed it (migration 2026112650). */
  flag_outcome: Generated<'hidden' | 'closed' | 'dismissed' | null>;
  flag_outcome_emailed_at: Generated<Timestamp | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface JobNotesTable {
  id: Id;
  user_id: number;
  job_id: number;
  note: string;
  is_status: Generated<boolean>;
  created_at: CreatedAt;
}

export interface UserCompaniesTable {
  user_id: number;
  company_id: number;
  created_at: CreatedAt;
}

/**
 * A version of each member's hidden jobs and blocked companies, bumped by triggers on user_jobs and
 * blocked_companies (migration 2026112710); no row is version 0.
 */
export interface ViewerListVersionsTable {
  user_id: number;
  version: number;
}

export interface InvitesTable {
  id: Id;
  inviter_user_id: number;
  invited_email: string | null;
  invite_sent: Timestamp | null;
  invitee_user_id: number | null;
  user_signed_up: Timestamp | null;
  created_at: CreatedAt;
}

export interface WaitlistTable {
  id: Id;
  email: string;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface RequestsTable {
  id: Id;
  user_id: number | null;
  type: string;
  name: string;
  url: string | null;
  created_at: CreatedAt;
  /** The operator's answer (migration 2026112511): new, planned, added, declined. */
  status: Generated<'new' | 'planned' | 'added' | 'declined'>;
  status_changed_at: Timestamp | null;
}

export interface EmailMessagesTable {
  id: Id;
  user_id: number | null;
  saved_search_id: number | null;
  category: string;
  dedupe_key: string | null;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  status: Generated<'queued' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  opened_at: Timestamp | null;
  clicked_at: Timestamp | null;
  /** When a queued email is next tried (null: now). */
  next_attempt_at: Timestamp | null;
}

/** An operator notification past the day's budget, waiting for the next digest (email module). */
export interface OperatorNotesHeldTable {
  id: Id;
  dedupe_key: string | null;
  subject: string;
  text: string;
  created_at: CreatedAt;
}

export interface AppCacheTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  expires_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  window_start: Timestamp;
}

export interface CronRunsTable {
  name: string;
  slot: Timestamp;
  created_at: CreatedAt;
}

export interface OidcLoginsTable {
  id_hash: Buffer;
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface CalendarFeedsTable {
  user_id: number;
  feed_key: string;
  created_at: CreatedAt;
}

export interface ApiTokensTable {
  id: Id;
  user_id: number;
  name: string;
  token_hash: Buffer;
  scope: Generated<string>;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export interface SavedSearchFeedsTable {
  search_id: number;
  user_id: number;
  feed_key: string;
  created_at: CreatedAt;
}

export interface InboxAddressesTable {
  user_id: number;
  token: string;
  created_at: CreatedAt;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  user_id: number;
  received_at: Date;
  raw: Buffer | null;
  sender: string | null;
  subject: string | null;
  sent_at: Date | null;
  outcome: string | null;
  confidence: number | null;
  company: string | null;
  job_title: string | null;
  sentence: string | null;
  decision: ColumnType<string, string | undefined, string>;
  reason: string | null;
  job_id: number | null;
  status_before: string | null;
  status_after: string | null;
  processed_at: Date | null;
  resolved_at: Date | null;
}

export interface AdminAuditLogTable {
  id: Id;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
}

export interface DigestRunsTable {
  id: Id;
  up_to: Timestamp;
  after: Timestamp;
  only_email: string | null;
  started_at: Timestamp;
  duration_ms: number;
  searches: Generated<number>;
  emails: Generated<number>;
  new_jobs: Generated<number>;
  failed_emails: Generated<number>;
  error: string | null;
}

export interface AdvisingSignupsTable {
  id: Id;
  user_id: number;
  day: ColumnType<string, string, string>;
  created_at: CreatedAt;
}

export interface MonthlyUpdatesTable {
  month: string;
  title: string;
  body: string;
  figures: ColumnType<Record<string, number>, string, string>;
  published_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface Database {
  cron_runs: CronRunsTable;
  rate_limits: RateLimitsTable;
  users: UsersTable;
  permissions: PermissionsTable;
  sessions: SessionsTable;
  login_tokens: LoginTokensTable;
  companies: CompaniesTable;
  job_boards: JobBoardsTable;
  board_fetch_errors: BoardFetchErrorsTable;
  jobs: JobsTable;
  job_locations: JobLocationsTable;
  saved_searches: SavedSearchesTable;
  user_jobs: UserJobsTable;
  job_notes: JobNotesTable;
  saved_companies: UserCompaniesTable;
  blocked_companies: UserCompaniesTable;
  viewer_list_versions: ViewerListVersionsTable;
  invites: InvitesTable;
  waitlist: WaitlistTable;
  requests: RequestsTable;
  operator_notes_held: OperatorNotesHeldTable;
  email_messages: EmailMessagesTable;
  app_cache: AppCacheTable;
  calendar_feeds: CalendarFeedsTable;
  api_tokens: ApiTokensTable;
  saved_search_feeds: SavedSearchFeedsTable;
  inbox_addresses: InboxAddressesTable;
  inbox_messages: InboxMessagesTable;
  oidc_logins: OidcLoginsTable;
  admin_audit_log: AdminAuditLogTable;
  digest_runs: DigestRunsTable;
  advising_signups: AdvisingSignupsTable;
  monthly_updates: MonthlyUpdatesTable;
}
