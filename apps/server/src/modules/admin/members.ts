import type { AdminMember, MembersResponse } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import {
  type AccessChange,
  changeMemberAccess,
  endAllSessions,
  findMember,
  findMembers,
  type MemberRow,
} from '../accounts/index.ts';
import { savedSearchesOf } from '../saved-searches/index.ts';
import { markCountsOf } from '../tracking/index.ts';
import { recordAdminAction } from './audit.ts';

// Members: find people by address and see where they stand; change their type, add invites, sign them out.

const NO_MARKS = { saved: 0, tracked: 0, hidden: 0, flagged: 0 };

async function describeMembers(deps: Pick<AppDeps, 'db'>, rows: MemberRow[]): Promise<AdminMember[]> {
  const [marks, searches] = await Promise.all([
    markCountsOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    Promise.all(rows.map((r) => savedSearchesOf(deps.db, r.id))),
  ]);
  return rows.map((r, i) => ({
    id: r.id,
    email: r.email,
    name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
    type: r.type,
    tier: r.tier,
    subscription:
      r.type === null
        ? null
        : {
            interval: r.interval,
            current_period_end: r.subscription_current_period_end
              ? new Date(r.subscription_current_period_end).toISOString()
              : null,
            customer: r.has_customer,
          },
    onboarding: r.type === null ? null : { show: Boolean(r.show_onboarding), step: r.onboarding_step },
    invites_left: r.referrals_remaining ?? 0,
    saved_searches: searches[i]!.map((s) => ({ id: s.id, name: s.name, email: s.email })),
    tracked_jobs: marks.get(r.id) ?? NO_MARKS,
    sessions: r.sessions,
    created_at: new Date(r.created_at).toISOString(),
    last_sign_in_at: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
  }));
}

export async function searchMembers(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  email: string,
): Promise<MembersResponse> {
  return { members: await describeMembers(deps, await findMembers(deps.db, email, deps.clock.now())) };
}

async function memberOrThrow(deps: Pick<AppDeps, 'db' | 'clock'>, id: number): Promise<AdminMember> {
  const row = await findMember(deps.db, id, deps.clock.now());
  if (!row) throw notFound('No such member');
  return (await describeMembers(deps, [row]))[0]!;
}

export async function updateMember(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorId: number,
  id: number,
  change: AccessChange,
): Promise<AdminMember> {
  const changed = await changeMemberAccess(deps.db, id, change, deps.clock.now());
  if (!changed) throw notFound('No such member');
  const member = await memberOrThrow(deps, id);
  await recordAdminAction(deps, {
    actorId,
    action:
      change.addInvites && change.type === undefined && change.tier === undefined
        ? 'member.invites'
        : 'member.access',
    target: `member ${id} (${member.email})`,
    before: changed.before,
    after: changed.after,
  });
  return member;
}

export async function signOutMember(deps: Pick<AppDeps, 'db' | 'clock'>, actorId: number, id: number) {
  const row = await findMember(deps.db, id, deps.clock.now());
  if (!row) throw notFound('No such member');
  const ended = await endAllSessions(deps.db, id);
  await recordAdminAction(deps, {
    actorId,
    action: 'member.sign-out',
    target: `member ${id} (${row.email})`,
    before: { sessions: row.sessions },
    after: { sessions: 0 },
  });
  return { sessions_ended: ended };
}
