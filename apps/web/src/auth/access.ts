import { type CurrentUser, MEMBER_TIERS, MEMBER_TYPES, ONBOARDING_STEP_PATHS } from '@upstream/contract';

/** The auth value of spec §4: null while unknown, false when signed out, else the user. */
export type AuthValue = CurrentUser | false | null;

export type AuthStatus = 'unknown' | 'signed-out' | 'no-access' | 'signed-in';

export function authStatus(auth: AuthValue): AuthStatus {
  if (auth === null) return 'unknown';
  if (auth === false || Object.keys(auth).length === 0) return 'signed-out';
  return auth.permission ? 'signed-in' : 'no-access';
}

const SIGNED_OUT_BLOCKED = [
  '/onboarding',
  '/settings',
  '/invite',
  '/contact',
  '/request',
  '/tracker',
  '/admin',
];
/** Screens a person without access may still see. */
const NO_ACCESS_ALLOWED = [
  '/fail-auth',
  '/waitlist-no-access',
  '/logout',
  '/check-your-email',
  '/auth/confirm',
  '/delete-account',
  // A waitlisted person with an invite code can still use it.
  '/invite-signup',
];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function onboardingPath(step: number | null | undefined): string {
  return (step && ONBOARDING_STEP_PATHS[step]) || '/onboarding/welcome';
}

/**
 * Where the routing rules of spec §4 send a person on `pathname`, or null to stay.
 * Signed-in users on /login or /signup go to /job-search; signed-out users on private screens go to /login;
 * no permission goes to /fail-auth; unfinished onboarding pins the user to their current step.
 */
export function redirectFor(pathname: string, auth: AuthValue): string | null {
  const status = authStatus(auth);
  if (status === 'unknown') return null;
  if (status === 'signed-out') {
    return SIGNED_OUT_BLOCKED.some((p) => startsWithSegment(pathname, p)) ? '/login' : null;
  }
  if (status === 'no-access') {
    if (NO_ACCESS_ALLOWED.some((p) => startsWithSegment(pathname, p))) return null;
    return '/fail-auth';
  }
  const permission = (auth as CurrentUser).permission!;
  if (permission.show_onboarding !== false) {
    if (pathname.includes('onboarding') || pathname === '/logout') return null;
    return onboardingPath(permission.onboarding_step);
  }
  if (pathname === '/login' || pathname === '/signup') return '/job-search';
  return null;
}

/** Members get the signed-in nav and layout (spec §4). */
export function isMember(auth: AuthValue): boolean {
  const permission = auth ? auth.permission : null;
  if (!permission) return false;
  const { type, tier } = permission;
  return MEMBER_TYPES.includes(type) || (tier != null && MEMBER_TIERS.includes(tier));
}

/** The plan badge of the avatar menu (spec §4). */
export function planBadge(auth: AuthValue): string {
  const p = auth ? auth.permission : null;
  if (!p) return 'No Access';
  if (p.type === 'admin') return 'Admin';
  const byTier: Record<string, string> = {
    standard: 'Standard',
    plus: 'Plus',
    private_beta: 'Private Beta',
    beta: 'Beta',
    free: 'Free',
  };
  return (p.tier && byTier[p.tier]) || 'No Access';
}

/** The operator console is for admins; the server refuses everyone else on every call too. */
export function isAdmin(auth: AuthValue): boolean {
  return !!auth && auth.permission?.type === 'admin';
}

export function showUpgrade(auth: AuthValue): boolean {
  const tier = auth ? auth.permission?.tier : null;
  return tier !== 'standard' && tier !== 'plus';
}

export function isOnboardingPath(pathname: string): boolean {
  return startsWithSegment(pathname, '/onboarding');
}
