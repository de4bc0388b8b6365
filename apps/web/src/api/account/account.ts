import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer } from '@upstream/contract';
import { api, apiData, apiKey, errorMessage } from '../client.ts';
import { useRefetchCurrentUser } from './current-user.ts';

// Calls of the accounts area (spec §7): sign-in, logout, invites, waitlist, onboarding progress.

export const UNEXPECTED = 'Something unexpected happened.';
export const TRY_AGAIN = 'Something went wrong. Please try again.';

/** POST /auth/magic, form-encoded. Resolves to null when the link was sent, else the message to show. */
export async function requestSignInLink(email: string): Promise<string | null> {
  let res: EndpointAnswer<'requestSignInLink'>;
  try {
    res = await api('requestSignInLink', { email });
  } catch {
    return TRY_AGAIN;
  }
  if (res.ok) return res.data.sent === true ? null : UNEXPECTED;
  // Rate limits and invalid addresses carry a message a person can act on.
  return res.status < 500 ? errorMessage(res.data, TRY_AGAIN) : TRY_AGAIN;
}

export type ConfirmOutcome = { ok: true; next: string } | { ok: false; code: string; message: string };

export type LinkDescription = { ok: true; email: string } | { ok: false; code: string; message: string };

/** Whom the emailed link signs in (masked), without spending it; a network failure leaves it unknown. */
export async function describeSignIn(token: string): Promise<LinkDescription | null> {
  try {
    const res = await api('describeSignInLink', { token });
    if (res.ok) return { ok: true, email: res.data.email };
    if (res.status !== 400) return null;
    return { ok: false, code: errorCode(res.data), message: errorMessage(res.data, TRY_AGAIN) };
  } catch {
    return null;
  }
}

const errorCode = (data: unknown) => (data as { error?: { code?: string } } | null)?.error?.code ?? 'error';

/** POST /auth/magic/confirm: spend the emailed token and start a session. */
export async function confirmSignIn(token: string): Promise<ConfirmOutcome> {
  try {
    const res = await api('confirmSignInLink', { token });
    if (res.ok) return { ok: true, next: res.data.next };
    const code = errorCode(res.data);
    return { ok: false, code, message: res.status < 500 ? errorMessage(res.data, TRY_AGAIN) : TRY_AGAIN };
  } catch {
    return { ok: false, code: 'network', message: TRY_AGAIN };
  }
}

/** Sign out (POST /api/logout): any status below 500 counts as signed out (spec §7). */
export async function logout(): Promise<boolean> {
  try {
    return (await api('logout')).status < 500;
  } catch {
    return false;
  }
}

export type MessageOutcome = { status: number; message: string };

/** POST /api/post/invite-signup: 200 sends a sign-in link; 208 carries the server's message (spec §8). */
export async function inviteSignup(input: { inviteCode: string; firstName: string; email: string }) {
  try {
    const res = await api('inviteSignup', input);
    if (res.status === 200)
      return res.data.sent === false ? { status: 0, message: UNEXPECTED } : { status: 200, message: '' };
    if (res.status === 208) return { status: 208, message: res.data.output_status || UNEXPECTED };
    return {
      status: res.status,
      message: res.status < 500 ? errorMessage(res.data, UNEXPECTED) : UNEXPECTED,
    };
  } catch {
    return { status: 0, message: TRY_AGAIN };
  }
}

/** POST /api/post/invite-email: 200 and 208 both carry a message; other statuses are unexpected (spec §8). */
async function sendInvite(email: string): Promise<MessageOutcome> {
  const res = await api('sendInvite', { invite_email: email });
  if (res.status === 200 || res.status === 208)
    return { status: res.status, message: res.data.output_status };
  return {
    status: res.status,
    message: res.status === 429 ? errorMessage(res.data, UNEXPECTED) : UNEXPECTED,
  };
}

const INVITED_USERS_KEY = apiKey('invitedUsers');

export function useInvitedUsers() {
  return useQuery({ queryKey: INVITED_USERS_KEY, queryFn: () => apiData('invitedUsers') });
}

/** Email an invite; once sent (200) the list of invited people and the invites left (the current user) follow. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  const refetchCurrentUser = useRefetchCurrentUser();
  return async (email: string): Promise<MessageOutcome> => {
    const outcome = await sendInvite(email);
    if (outcome.status === 200)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITED_USERS_KEY }),
        refetchCurrentUser(),
      ]);
    return outcome;
  };
}

/** POST /api/post/waitlist. */
export async function joinWaitlist(email: string): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await api('joinWaitlist', { email });
    if (res.ok) return { ok: true, message: res.data.output_status };
    return { ok: false, message: res.status < 500 ? errorMessage(res.data, TRY_AGAIN) : TRY_AGAIN };
  } catch {
    return { ok: false, message: TRY_AGAIN };
  }
}

/** POST /api/post/onboarding-step/{n}: each step page records itself on load; failures are only logged. */
export function recordOnboardingStep(step: number): void {
  api('recordOnboardingStep', undefined, { params: { n: step } }).catch((err) =>
    console.error('recording the onboarding step failed', err),
  );
}

/** POST /api/post/onboarding-complete. */
export async function completeOnboarding(): Promise<boolean> {
  const res = await api('completeOnboarding');
  return res.ok;
}
