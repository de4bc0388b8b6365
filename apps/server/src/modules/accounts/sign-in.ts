import type { AppDeps } from '../../deps.ts';
import { INVITE_GRANT, newPermissionValues, signupGrant } from './access.ts';
import * as repo from './repo.ts';

export interface SignInIdentity {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  /** The identity provider's issuer and subject, when signing in through OIDC. */
  oidc?: { issuer: string; subject: string } | null;
  /** The referral code an invitee signed up with. */
  invite_code?: string | null;
}

/** The provider vouched for an email whose account is bound to a different identity there. */
export class IdentityMismatch extends Error {
  constructor() {
    super('this account is bound to another identity at the provider');
  }
}

/**
 * Find or create the person behind a verified email and settle their access:
 * a new account gets the access mode's permission (or the invite's), an invite code grants access to
 * someone without it, and anyone left without access is put on the waitlist.
 */
export async function settleSignIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>,
  identity: SignInIdentity,
): Promise<{ userId: number; created: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const oidc = identity.oidc ?? null;
    let user = oidc ? await repo.findUserByIdentity(trx, oidc) : undefined;
    let created = false;
    if (!user) {
      const found = await repo.insertOrFindUser(trx, {
        email: identity.email,
        first_name: identity.first_name ?? null,
        last_name: identity.last_name ?? null,
        oidc_subject: oidc?.subject ?? null,
        oidc_issuer: oidc?.issuer ?? null,
      });
      user = found.user;
      created = found.created;
      // An account already bound to another identity is not taken over by whoever now holds its address there.
      if (oidc && user.oidc_subject && user.oidc_subject !== oidc.subject) throw new IdentityMismatch();
    }
    if (!created) {
      // Fill in what we did not know; never overwrite a name the person already has.
      await repo.updateUserNames(trx, user.id, {
        first_name: user.first_name ? undefined : (identity.first_name ?? undefined),
        last_name: user.last_name ? undefined : (identity.last_name ?? undefined),
        oidc_subject: user.oidc_subject || !oidc ? undefined : oidc.subject,
        oidc_issuer: user.oidc_issuer || !oidc ? undefined : oidc.issuer,
      });
    }

    let permission = await repo.findPermission(trx, user.id);
    if (!permission && identity.invite_code) {
      const redeemed = await redeemInvite(trx, identity.invite_code, user.id, user.email, now);
      if (redeemed) {
        await repo.insertPermission(trx, newPermissionValues(user.id, INVITE_GRANT));
        permission = await repo.findPermission(trx, user.id);
      }
    }
    if (!permission) {
      const grant = signupGrant(deps.config);
      if (grant) {
        await repo.insertPermission(trx, newPermissionValues(user.id, grant));
        permission = await repo.findPermission(trx, user.id);
      } else {
        await repo.joinWaitlist(trx, user.email, user.id, now);
      }
    }
    return { userId: user.id, created };
  });
}

/**
 * Record the invitee's sign-up with their inviter. An emailed invite was paid for when it was sent;
 * a sign-up through the bare link spends one of the inviter's invites now. False when the code is unknown,
 * spent, or the invitee is the inviter.
 */
async function redeemInvite(
  trx: Parameters<typeof repo.findPermission>[0],
  code: string,
  inviteeId: number,
  inviteeEmail: string,
  now: Date,
): Promise<boolean> {
  const inviter = await repo.findPermissionByReferralCode(trx, code);
  if (!inviter || inviter.user_id === inviteeId) return false;
  const emailed = await repo.findInviteByEmail(trx, inviter.user_id, inviteeEmail);
  if (emailed && !emailed.user_signed_up) {
    await repo.markInviteSignedUp(trx, emailed.id, inviteeId, now);
    return true;
  }
  if (!(await repo.spendReferral(trx, inviter.user_id, now))) return false;
  await repo.insertLinkInvite(trx, inviter.user_id, inviteeId, now);
  return true;
}
