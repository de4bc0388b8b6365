import type { GrantAccessResponse } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { grantFromWaitlist, waitlist as listWaitlist } from '../accounts/index.ts';
import { recordAdminAction } from './audit.ts';

// The console's Waitlist section. Access is the accounts module's (the grant of `npm run users -- grant`,
// then an email with a sign-in link); this adds the audit log.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

export const waitlist = (deps: Deps, status: 'waiting' | 'granted' | 'all') => listWaitlist(deps, status);

export async function grant(
  deps: Deps,
  admin: { id: number; email: string },
  input: { emails: string[]; type: string; tier?: string | null },
): Promise<GrantAccessResponse> {
  const results = await grantFromWaitlist(deps, input.emails, { type: input.type, tier: input.tier });
  const granted = results.filter((r) => r.outcome === 'granted');
  if (granted.length)
    await recordAdminAction(deps, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'waitlist.grant',
      target:
        granted.length === 1
          ? granted[0]!.email
          : `${granted.length} people: ${granted.map((r) => r.email).join(', ')}`,
      before: Object.fromEntries(granted.map((r) => [r.email, 'no access'])),
      // What they were given, the type's own tier included when the operator named none.
      after: {
        type: granted[0]!.access?.type ?? input.type,
        tier: granted[0]!.access?.tier ?? input.tier ?? null,
        emailed: granted.filter((r) => r.emailed).map((r) => r.email),
      },
    });
  return { results };
}
