import { type Kysely, sql } from 'kysely';

// The schema of every entity in spec §3 and DESIGN §1. Later migrations add to it; none edits this one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS unaccent;

    CREATE TABLE users (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      first_name text,
      last_name text,
      oidc_subject text UNIQUE,
      email_opt_out boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE saved_searches (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) < 100),
      filters jsonb NOT NULL DEFAULT '{}'::jsonb,
      email boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX saved_searches_user_idx ON saved_searches (user_id);
    CREATE INDEX saved_searches_email_idx ON saved_searches (id) WHERE email;

    CREATE TABLE permissions (
      user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      type text NOT NULL DEFAULT 'free' CHECK (type IN ('admin','private_beta','beta','free_beta','free')),
      tier text DEFAULT 'free' CHECK (tier IN ('free','standard','plus','private_beta','beta')),
      interval text CHECK (interval IN ('month','year')),
      subscription_current_period_end timestamptz,
      stripe_customer_id text UNIQUE,
      show_onboarding boolean NOT NULL DEFAULT true,
      onboarding_step smallint CHECK (onboarding_step BETWEEN 1 AND 7),
      onboarding_search_id bigint REFERENCES saved_searches(id) ON DELETE SET NULL,
      referral_code text NOT NULL UNIQUE,
      referrals_remaining integer NOT NULL DEFAULT 0 CHECK (referrals_remaining >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sessions (
      id_hash bytea PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      user_agent text,
      ip inet
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);

    CREATE TABLE login_tokens (
      token_hash bytea PRIMARY KEY,
      email text NOT NULL,
      purpose text NOT NULL DEFAULT 'magic_link',
      first_name text,
      invite_code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      requested_ip inet
    );
    CREATE INDEX login_tokens_email_idx ON login_tokens (lower(email), created_at);

    CREATE TABLE companies (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      homepage_url text,
      industry text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX companies_name_idx ON companies (lower(name));

    CREATE TABLE job_boards (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      ats text NOT NULL,
      token text NOT NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','failing','disabled')),
      consecutive_failures integer NOT NULL DEFAULT 0,
      last_fetch_at timestamptz,
      last_success_at timestamptz,
      last_full_fetch_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (ats, token)
    );
    CREATE INDEX job_boards_company_idx ON job_boards (company_id);

    CREATE TABLE board_fetch_errors (
      id bigserial PRIMARY KEY,
      board_id bigint NOT NULL REFERENCES job_boards(id) ON DELETE CASCADE,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      kind text NOT NULL,
      http_status integer,
      message text NOT NULL
    );
    CREATE INDEX board_fetch_errors_board_idx ON board_fetch_errors (board_id, occurred_at DESC);

    -- A job is shown while "active": open (closed_at IS NULL) and its board fetched successfully within
    -- 14 days. Ingestion keeps the flag true/false; a staleness sweep clears it for silent boards.
    CREATE TABLE jobs (
      id bigserial PRIMARY KEY,
      board_id bigint NOT NULL REFERENCES job_boards(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      external_id text NOT NULL,
      title text NOT NULL,
      title_key text NOT NULL,
      url text NOT NULL,
      function text NOT NULL DEFAULT 'Other',
      level text NOT NULL DEFAULT 'Entry',
      type text NOT NULL DEFAULT 'full-time',
      department text,
      employment_type text,
      description text,
      salary_min numeric,
      salary_max numeric,
      salary_currency text,
      remote boolean NOT NULL DEFAULT false,
      posted_at timestamptz,
      source_updated_at timestamptz,
      content_hash text NOT NULL,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      closed_at timestamptz,
      active boolean NOT NULL DEFAULT true,
      reposted_from_id bigint REFERENCES jobs(id) ON DELETE SET NULL,
      repost_count integer NOT NULL DEFAULT 0,
      UNIQUE (board_id, external_id)
    );
    CREATE INDEX jobs_active_first_seen_idx ON jobs (first_seen_at DESC, id DESC) WHERE active;
    CREATE INDEX jobs_company_idx ON jobs (company_id);
    CREATE INDEX jobs_title_key_idx ON jobs (company_id, title_key);

    CREATE TABLE job_locations (
      job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
      position smallint NOT NULL,
      city text,
      state text,
      country text,
      remote boolean NOT NULL DEFAULT false,
      PRIMARY KEY (job_id, position)
    );
    CREATE INDEX job_locations_city_idx ON job_locations (city, state);

    CREATE TABLE user_jobs (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
      saved boolean NOT NULL DEFAULT false,
      hidden boolean NOT NULL DEFAULT false,
      flagged boolean NOT NULL DEFAULT false,
      status text CHECK (status IN ('Sent Outreach','Cold Applied','Warm Applied','1st Interview','2nd Interview',
        '3rd Interview','4th Interview','5th Interview','Final Interview','Offer','Accepted','Rejected','Ghosted')),
      status_changed_at timestamptz,
      next_date date,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, job_id)
    );
    CREATE INDEX user_jobs_saved_idx ON user_jobs (user_id) WHERE saved;
    CREATE INDEX user_jobs_hidden_idx ON user_jobs (user_id) WHERE hidden;
    CREATE INDEX user_jobs_status_idx ON user_jobs (user_id) WHERE status IS NOT NULL;

    CREATE TABLE job_notes (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
      note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 1000),
      is_status boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX job_notes_user_job_idx ON job_notes (user_id, job_id, created_at DESC);

    CREATE TABLE saved_companies (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, company_id)
    );

    CREATE TABLE blocked_companies (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, company_id)
    );

    CREATE TABLE invites (
      id bigserial PRIMARY KEY,
      inviter_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      invited_email text,
      invite_sent timestamptz,
      invitee_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      user_signed_up timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX invites_inviter_idx ON invites (inviter_user_id);
    CREATE UNIQUE INDEX invites_inviter_email_key ON invites (inviter_user_id, lower(invited_email));

    CREATE TABLE waitlist (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX waitlist_email_key ON waitlist (lower(email));

    CREATE TABLE requests (
      id bigserial PRIMARY KEY,
      user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      type text NOT NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
      url text CHECK (url IS NULL OR char_length(url) <= 200),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE email_messages (
      id bigserial PRIMARY KEY,
      user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      saved_search_id bigint REFERENCES saved_searches(id) ON DELETE SET NULL,
      category text NOT NULL,
      dedupe_key text UNIQUE,
      to_address text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      headers jsonb NOT NULL DEFAULT '{}'::jsonb,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','sent','failed')),
      attempts integer NOT NULL DEFAULT 0,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      opened_at timestamptz,
      clicked_at timestamptz
    );
    CREATE INDEX email_messages_status_idx ON email_messages (status, created_at);
    CREATE INDEX email_messages_user_idx ON email_messages (user_id, created_at DESC);

    -- Caches with expiry (spec §9: counts refreshed every 10 minutes) live in Postgres, not in a process.
    -- One row per cron slot that fired: however many processes tick, a slot runs once.
    CREATE TABLE cron_runs (
      name text NOT NULL,
      slot timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (name, slot)
    );

    -- Rate-limit windows shared by every app process.
    CREATE UNLOGGED TABLE rate_limits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      window_start timestamptz NOT NULL
    );

    CREATE TABLE app_cache (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS cron_runs, rate_limits, app_cache, email_messages, requests, waitlist, invites, blocked_companies,
      saved_companies, job_notes, user_jobs, job_locations, jobs, board_fetch_errors, job_boards,
      companies, login_tokens, sessions, permissions, saved_searches, users CASCADE;
  `.execute(db);
}
