import { z } from 'zod';
import {
  authFailureNotificationSchema,
  currentUserResponseSchema,
  invitedUsersResponseSchema,
  inviteEmailSchema,
  inviteSignupResponseSchema,
  inviteSignupSchema,
  magicLinkConfirmResponseSchema,
  magicLinkConfirmSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  onboardingStateSchema,
  onboardingStepParamsSchema,
  outputStatusSchema,
  receivedResponseSchema,
  signInLinkDescriptionSchema,
  userInfoResponseSchema,
  waitlistSchema,
} from './accounts.ts';
import {
  asMember,
  asUser,
  crossSite,
  type EndpointSchemas,
  emailFailed,
  invalid,
  redirect,
  throttled,
} from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';

/** Signing in and out, invites, the waitlist and onboarding. */
export const accountEndpoints = {
  currentUser: {
    summary: 'The signed-in person, or false',
    response: { 200: currentUserResponseSchema },
  },
  requestSignInLink: {
    summary: 'Email a sign-in link',
    body: magicLinkRequestSchema,
    response: { 200: magicLinkResponseSchema, ...invalid, ...crossSite, ...throttled, ...emailFailed },
  },
  describeSignInLink: {
    summary: 'Whom a sign-in link signs in (the address masked), without spending it',
    body: magicLinkConfirmSchema,
    response: { 200: signInLinkDescriptionSchema, ...invalid, ...crossSite },
  },
  confirmSignInLink: {
    summary: 'Exchange a sign-in link for a session',
    body: magicLinkConfirmSchema,
    response: { 200: magicLinkConfirmResponseSchema, ...invalid, ...crossSite },
  },
  logout: { response: { 200: z.object({ signed_out: z.boolean() }), ...crossSite } },
  signOutEverywhere: {
    auth: 'user',
    response: {
      200: z.object({ signed_out: z.boolean(), sessions_ended: z.number().int() }),
      ...asUser,
    },
  },
  userInfo: { auth: 'user', response: { 200: userInfoResponseSchema, ...asUser } },
  reportAuthFailure: {
    body: authFailureNotificationSchema,
    response: { 200: receivedResponseSchema, ...invalid, ...crossSite, ...throttled },
  },
  startIdentityProviderSignIn: {
    hide: true,
    response: { 302: redirect('the identity provider, /login when it is off, or /fail-auth') },
  },
  finishIdentityProviderSignIn: {
    hide: true,
    response: { 302: redirect('the next page after sign-in, or /fail-auth') },
  },
  invitedUsers: { auth: 'member', response: { 200: invitedUsersResponseSchema, ...asMember } },
  sendInvite: {
    auth: 'member',
    body: inviteEmailSchema,
    response: {
      200: outputStatusSchema,
      208: outputStatusSchema.describe('Already invited or already a member'),
      ...invalid,
      ...asMember,
      ...throttled,
      ...emailFailed,
    },
  },
  inviteSignup: {
    body: inviteSignupSchema,
    response: {
      200: inviteSignupResponseSchema,
      208: inviteSignupResponseSchema.describe('The invite code is not valid or already used'),
      ...invalid,
      ...crossSite,
      ...throttled,
      ...emailFailed,
    },
  },
  joinWaitlist: {
    body: waitlistSchema,
    response: { 200: outputStatusSchema, ...invalid, ...crossSite, ...throttled },
  },
  recordOnboardingStep: {
    auth: 'member',
    params: onboardingStepParamsSchema,
    response: { 200: onboardingStateSchema, ...invalid, ...asMember },
  },
  completeOnboarding: { auth: 'member', response: { 200: onboardingStateSchema, ...asMember } },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
