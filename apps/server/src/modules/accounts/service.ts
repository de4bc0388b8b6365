import type { CurrentUser } from '@upstream/contract';
import type { SessionUser } from '../../http/session.ts';

/** The current-user answer (spec §3 Auth user) for a signed-in person. */
export function toCurrentUser(user: SessionUser): CurrentUser {
  const p = user.permission;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    permission: p && {
      ...p,
      subscription_current_period_end: p.subscription_current_period_end?.toISOString() ?? null,
    },
  };
}
