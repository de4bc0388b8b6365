import type { AdvisingSignupsResponse } from '@upstream/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { memberSummaries } from '../accounts/index.ts';
import { advisingSignups } from '../content/index.ts';

// Group advising sign-ups, each with who signed up and their tier now.

export async function listAdvisingSignups(deps: Pick<AppDeps, 'db'>): Promise<AdvisingSignupsResponse> {
  const signups = await advisingSignups(deps.db);
  const ids = [...new Set(signups.map((s) => s.user_id))];
  const people = ids.length
    ? (
        await sql<{ user_id: number; email: string; name: string | null; tier: string | null }>`
          SELECT m.user_id, m.email, m.name, m.tier FROM (${memberSummaries()}) m
          WHERE m.user_id = ANY(${ids}::bigint[])`.execute(deps.db)
      ).rows
    : [];
  const byId = new Map(people.map((p) => [p.user_id, p]));
  return {
    signups: signups.flatMap((s) => {
      const person = byId.get(s.user_id);
      if (!person) return [];
      return [
        {
          id: s.id,
          user_id: s.user_id,
          email: person.email,
          name: person.name,
          tier: person.tier,
          day: s.day,
          created_at: new Date(s.created_at).toISOString(),
        },
      ];
    }),
  };
}
