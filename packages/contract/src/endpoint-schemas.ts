import { z } from 'zod';
import {
  authFailureNotificationSchema,
  clientConfigSchema,
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
import { auditLogQuerySchema, auditLogResponseSchema } from './admin.ts';
import {
  addBoardBodySchema,
  addBoardResponseSchema,
  adminBoardsResponseSchema,
  boardFetchResponseSchema,
  boardIdParamsSchema,
  boardPreviewBodySchema,
  boardPreviewResponseSchema,
  boardResponseSchema,
  bulkAddBoardsBodySchema,
  bulkAddBoardsResponseSchema,
  removeBoardResponseSchema,
  setBoardEnabledBodySchema,
} from './admin-boards.ts';
import * as ops from './admin-operations.ts';
import {
  adminRequestsQuerySchema,
  adminRequestsResponseSchema,
  setRequestStatusBodySchema,
  setRequestStatusResponseSchema,
} from './admin-requests.ts';
import {
  adminWaitlistQuerySchema,
  adminWaitlistResponseSchema,
  grantAccessBodySchema,
  grantAccessResponseSchema,
} from './admin-waitlist.ts';
import {
  checkoutSessionFormSchema,
  confirmCheckoutBodySchema,
  confirmCheckoutResponseSchema,
  portalSessionFormSchema,
} from './billing.ts';
import {
  groupAdvisingAlertResponseSchema,
  monthlyUpdatesResponseSchema,
  releaseArchiveResponseSchema,
  releaseHistoryResponseSchema,
  requestBodySchema,
  requestResponseSchema,
  resourcesResponseSchema,
  roadmapHistoryResponseSchema,
  roadmapResponseSchema,
} from './content.ts';
import type { EndpointName } from './endpoints.ts';
import { apiErrorSchema } from './errors.ts';
import {
  jobCountsSchema,
  jobSearchRequestSchema,
  jobSearchResponseSchema,
  jobsSearchInputsSchema,
  publicLimitResponseSchema,
  totalCountsSchema,
} from './jobs.ts';
import {
  emailCountResponseSchema,
  mailboxMessageDetailSchema,
  mailboxResponseSchema,
  savedSearchFiltersRequestSchema,
  savedSearchFiltersResponseSchema,
  searchFormSchema,
  searchIdResponseSchema,
  unsubscribeViewSchema,
  updateOnboardingSearchIdRequestSchema,
} from './searches.ts';
import {
  addJobNotesSchema,
  blockedCompaniesResponseSchema,
  calendarFeedSchema,
  deleteJobNoteSchema,
  fetchAllJobNotesSchema,
  importTrackerResponseSchema,
  jobNotesResponseSchema,
  jobNotesWithCountResponseSchema,
  okSchema,
  savedAndTrackedCountsSchema,
  trackedLimitErrorSchema,
  trackerResponseSchema,
  updateJobNextDateSchema,
  updateJobStatusSchema,
  userCompanyBlockedSchema,
  userCompanySavedSchema,
  userJobFlaggedSchema,
  userJobHiddenSchema,
  userJobSavedSchema,
} from './tracking.ts';

/**
 * Who may call a route: 'user' any signed-in person; 'member' signed in with access (a permission);
 * 'admin' a permission of type admin. The server refuses everyone else before it reads the body.
 */
export type EndpointAuth = 'user' | 'member' | 'admin';

/** What a route takes and every answer it gives, by status (the fastify schema of its registration). */
export interface EndpointSchemas {
  auth?: EndpointAuth;
  tags?: string[];
  summary?: string;
  /** Left out of /api/docs: links in emails, files, redirects of the identity provider. */
  hide?: boolean;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: Record<number, z.ZodType>;
}

const refused = (when: string) => apiErrorSchema.describe(when);

// The failures many routes share; each route spreads the ones it can give.
const invalid = { 400: refused('The input is not valid; error.fields names each field at fault') };
const signedOut = { 401: refused('Not signed in') };
const crossSite = { 403: refused('A cross-site call (every POST must come from this origin)') };
const asUser = { ...signedOut, 403: refused('A cross-site call') };
const asMember = { ...signedOut, 403: refused('Signed in without access yet, or a cross-site call') };
const asAdmin = { ...signedOut, 403: refused('Not an administrator') };
const asMemberUnderCap = {
  ...signedOut,
  403: z
    .union([trackedLimitErrorSchema, apiErrorSchema])
    .describe(
      'The plan’s limit of tracked jobs is reached (upgrade_url), no access yet, or a cross-site call',
    ),
};
const throttled = { 429: refused('Too many calls; wait a little and try again') };
const missing = (what: string) => ({ 404: refused(what) });
const emailFailed = { 502: refused('The email could not be sent just now') };
const billingOff = { 503: refused('Paid plans are not available (billing is not configured)') };

const redirect = (to: string) => z.null().describe(`A redirect: ${to}`);
const file = (type: string) => z.string().describe(`A ${type} file`);
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tokenQuery = z.object({ token: z.string().optional() });
const saveAnswers = {
  200: z.object({}).describe('Nothing changed'),
  201: searchIdResponseSchema,
  204: z.null().describe('The daily-email quota is full; nothing was saved'),
};
// A member's mark on a job or a company: its body, then ok.
const mark = <B extends z.ZodType>(body: B, what: string) => ({
  auth: 'member' as const,
  body,
  response: { 200: okSchema, ...invalid, ...asMember, ...missing(`No such ${what}`) },
});
const jobMark = <B extends z.ZodType>(body: B) => mark(body, 'job');
const companyMark = <B extends z.ZodType>(body: B) => mark(body, 'company');
const healthSchema = z.object({ ok: z.boolean(), version: z.string() });

export const ENDPOINT_SCHEMAS = {
  health: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
  clientConfig: { summary: 'The settings the web client may see', response: { 200: clientConfigSchema } },

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

  searchJobs: {
    tags: ['jobs'],
    summary: 'Search active jobs, newest first (visitors: the first 100 results)',
    body: jobSearchRequestSchema,
    response: {
      200: jobSearchResponseSchema,
      ...invalid,
      403: z
        .union([publicLimitResponseSchema, apiErrorSchema])
        .describe('Past the first 100 results while signed out (isPublicLimit), or a cross-site call'),
      ...throttled,
    },
  },
  searchInputs: {
    tags: ['jobs'],
    summary: 'Dropdown options of the search form, the saved searches and hidden-jobs count',
    response: { 200: jobsSearchInputsSchema },
  },
  jobCounts: {
    tags: ['jobs'],
    summary: 'Jobs and companies new today',
    response: { 200: jobCountsSchema },
  },
  totalCounts: {
    tags: ['jobs'],
    summary: 'Active jobs and companies hiring (cached 10 minutes)',
    response: { 200: totalCountsSchema },
  },

  saveSearch: {
    auth: 'member',
    body: searchFormSchema,
    response: {
      ...saveAnswers,
      ...invalid,
      ...asMember,
      409: refused('The plan’s number of saved searches is reached: delete one to save another'),
    },
  },
  updateSearch: {
    auth: 'member',
    body: searchFormSchema,
    response: { ...saveAnswers, ...invalid, ...asMember, ...missing('Not one of your saved searches') },
  },
  deleteSearch: {
    auth: 'member',
    body: searchFormSchema,
    response: {
      200: z.object({ search_id: z.number().int() }),
      ...invalid,
      ...asMember,
      ...missing('Not one of your saved searches'),
    },
  },
  savedSearchFilters: {
    auth: 'member',
    body: savedSearchFiltersRequestSchema,
    response: {
      200: savedSearchFiltersResponseSchema,
      ...invalid,
      ...asMember,
      ...missing('Not one of your saved searches'),
    },
  },
  emailCount: { auth: 'member', response: { 200: emailCountResponseSchema, ...asMember } },
  setOnboardingSearch: {
    auth: 'member',
    body: updateOnboardingSearchIdRequestSchema,
    response: {
      200: searchIdResponseSchema,
      ...invalid,
      ...asMember,
      ...missing('Not one of your saved searches'),
    },
  },

  saveJob: jobMark(userJobSavedSchema),
  flagJob: jobMark(userJobFlaggedSchema),
  hideJob: jobMark(userJobHiddenSchema),
  setJobStatus: {
    auth: 'member',
    body: updateJobStatusSchema,
    response: {
      200: okSchema,
      ...invalid,
      ...asMemberUnderCap,
      ...missing('No such job'),
    },
  },
  saveCompany: companyMark(userCompanySavedSchema),
  blockCompany: companyMark(userCompanyBlockedSchema),
  blockedCompanies: { auth: 'member', response: { 200: blockedCompaniesResponseSchema, ...asMember } },
  addJobNote: {
    auth: 'member',
    body: addJobNotesSchema,
    response: {
      200: jobNotesWithCountResponseSchema,
      ...invalid,
      ...asMemberUnderCap,
      ...missing('No such job'),
    },
  },
  jobNotes: {
    auth: 'member',
    body: fetchAllJobNotesSchema,
    response: { 200: jobNotesResponseSchema, ...invalid, ...asMember },
  },
  deleteJobNote: {
    auth: 'member',
    body: deleteJobNoteSchema,
    response: { 200: jobNotesWithCountResponseSchema, ...invalid, ...asMember, ...missing('No such note') },
  },
  savedAndTrackedCounts: { auth: 'member', response: { 200: savedAndTrackedCountsSchema, ...asMember } },
  tracker: { auth: 'member', response: { 200: trackerResponseSchema, ...asMember } },
  setJobNextDate: {
    auth: 'member',
    body: updateJobNextDateSchema,
    response: { 200: okSchema, ...invalid, ...asMember },
  },
  calendarFeed: { auth: 'member', response: { 200: calendarFeedSchema, ...asMember } },
  rotateCalendarFeed: { auth: 'member', response: { 200: calendarFeedSchema, ...asMember } },
  calendarFile: {
    hide: true,
    params: z.object({ token: z.string().max(100) }),
    response: {
      200: file('text/calendar'),
      ...invalid,
      ...missing('The calendar link no longer works'),
      ...throttled,
    },
  },
  exportTrackedJobs: { auth: 'member', hide: true, response: { 200: file('text/csv'), ...asMember } },
  importTrackedJobs: {
    auth: 'member',
    body: z.string().describe('A CSV file'),
    response: {
      200: importTrackerResponseSchema,
      ...invalid,
      ...asMember,
      409: refused('Another import of the member’s tracker is still running'),
      ...throttled,
    },
  },

  fileRequest: {
    auth: 'member',
    body: requestBodySchema,
    response: { 200: requestResponseSchema, ...invalid, ...asMember, ...throttled },
  },
  groupAdvisingAlert: {
    auth: 'member',
    response: { 200: groupAdvisingAlertResponseSchema, ...asMember },
  },
  releaseHistory: { response: { 200: releaseHistoryResponseSchema } },
  releaseArchive: { auth: 'admin', response: { 200: releaseArchiveResponseSchema, ...asAdmin } },
  monthlyUpdates: { auth: 'member', response: { 200: monthlyUpdatesResponseSchema, ...asMember } },
  roadmap: { auth: 'member', response: { 200: roadmapResponseSchema, ...asMember } },
  roadmapHistory: { auth: 'admin', response: { 200: roadmapHistoryResponseSchema, ...asAdmin } },
  resources: { response: { 200: resourcesResponseSchema } },

  startCheckout: {
    auth: 'member',
    body: checkoutSessionFormSchema,
    response: {
      303: redirect("Stripe's checkout, or /subscription-confirmation?error=… when it cannot start"),
      ...invalid,
      ...asMember,
    },
  },
  openBillingPortal: {
    auth: 'member',
    body: portalSessionFormSchema,
    response: {
      303: redirect("Stripe's billing portal, or /subscription-confirmation?error=… when it cannot open"),
      ...invalid,
      ...asMember,
    },
  },
  confirmCheckout: {
    auth: 'member',
    body: confirmCheckoutBodySchema,
    response: {
      200: confirmCheckoutResponseSchema,
      ...invalid,
      403: refused('The checkout belongs to someone else, no access yet, or a cross-site call'),
      401: signedOut[401],
      409: refused('The checkout is not complete yet'),
      ...billingOff,
    },
  },
  stripeWebhook: {
    hide: true,
    response: {
      200: receivedResponseSchema,
      400: refused('The Stripe signature is missing or wrong'),
      ...billingOff,
    },
  },

  unsubscribeView: {
    querystring: tokenQuery,
    response: { 200: unsubscribeViewSchema, 400: refused('The unsubscribe link is damaged') },
  },
  unsubscribe: {
    summary: 'Unsubscribe (RFC 8058 one-click posts here from mail clients, with the token in the query)',
    querystring: tokenQuery,
    body: z
      .object({ token: z.string().optional(), scope: z.enum(['search', 'all']).optional() })
      .passthrough()
      .nullish(),
    response: { 200: unsubscribeViewSchema, 400: refused('The unsubscribe link is damaged') },
  },
  emailOpened: {
    hide: true,
    params: idParams,
    querystring: z.object({ sig: z.string().optional() }),
    response: { 200: file('image/gif'), ...invalid },
  },
  emailLinkClicked: {
    hide: true,
    params: idParams,
    querystring: z.object({ url: z.string().optional(), sig: z.string().optional() }),
    response: { 302: redirect('the link in the email'), ...invalid },
  },
  emailJobClicked: {
    hide: true,
    params: z.object({
      id: z.coerce.number().int().positive(),
      jobId: z.coerce.number().int().positive(),
    }),
    querystring: z.object({ sig: z.string().optional() }),
    response: { 302: redirect("the job's page"), ...invalid, ...missing('The job is no longer listed') },
  },
  devMailbox: {
    summary: 'The development outbox: every email the service recorded (never in production)',
    querystring: z.object({
      to: z.string().optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: { 200: mailboxResponseSchema, ...invalid, ...missing('Not available in production') },
  },
  devMailboxMessage: {
    params: idParams,
    response: { 200: mailboxMessageDetailSchema, ...invalid, ...missing('No email with that id') },
  },

  adminAuditLog: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'The audit log: every console action, newest first',
    querystring: auditLogQuerySchema,
    response: { 200: auditLogResponseSchema, ...invalid, ...asAdmin },
  },
  adminBoards: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Every job board with its health, failing first',
    response: { 200: adminBoardsResponseSchema, ...asAdmin },
  },
  adminPreviewBoard: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Read a board once without saving: the jobs it would bring in, or why it cannot be read',
    body: boardPreviewBodySchema,
    response: { 200: boardPreviewResponseSchema, ...invalid, ...asAdmin },
  },
  adminAddBoard: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Add a board once a fetch proves it exists, and fetch its jobs now',
    body: addBoardBodySchema,
    response: {
      201: addBoardResponseSchema,
      ...invalid,
      ...asAdmin,
      409: refused('The board is already listed'),
      422: refused('The board could not be read (the message says why)'),
    },
  },
  adminBulkAddBoards: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Add every board of a pasted list, one a line: <ats> <token> [company]',
    body: bulkAddBoardsBodySchema,
    response: { 200: bulkAddBoardsResponseSchema, ...invalid, ...asAdmin },
  },
  adminFetchBoard: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Fetch a board now (a full fetch: new, edited and closed jobs)',
    params: boardIdParamsSchema,
    response: {
      200: boardFetchResponseSchema,
      ...invalid,
      ...asAdmin,
      ...missing('No such board'),
      409: refused('The board is disabled; enable it first'),
    },
  },
  adminSetBoardEnabled: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Disable a board (its jobs leave search, fetches stop) or enable it again',
    params: boardIdParamsSchema,
    body: setBoardEnabledBodySchema,
    response: { 200: boardResponseSchema, ...invalid, ...asAdmin, ...missing('No such board') },
  },
  adminRemoveBoard: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Remove a board and its jobs',
    params: boardIdParamsSchema,
    response: { 200: removeBoardResponseSchema, ...invalid, ...asAdmin, ...missing('No such board') },
  },
  adminRequests: {
    auth: 'admin',
    tags: ['admin'],
    summary: "Members' requests, identical ones grouped, new first",
    querystring: adminRequestsQuerySchema,
    response: { 200: adminRequestsResponseSchema, ...invalid, ...asAdmin },
  },
  adminSetRequestStatus: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Answer requests: added or declined emails the people who asked',
    body: setRequestStatusBodySchema,
    response: {
      200: setRequestStatusResponseSchema,
      ...invalid,
      ...asAdmin,
      ...missing('None of those requests exists'),
    },
  },
  adminWaitlist: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'The waitlist: who asked for access, when, and who invited them',
    querystring: adminWaitlistQuerySchema,
    response: { 200: adminWaitlistResponseSchema, ...invalid, ...asAdmin },
  },
  adminGrantAccess: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Let people in: grant access and email each a sign-in link',
    body: grantAccessBodySchema,
    response: { 200: grantAccessResponseSchema, ...invalid, ...asAdmin },
  },

  // admin (console, operating sections): Overview, Members, Flagged jobs, Email, Digest runs, Group advising,
  // Monthly update
  adminOverview: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'The service at a glance: jobs, boards, members, emails and today’s digest',
    response: { 200: ops.overviewResponseSchema, ...asAdmin },
  },
  adminMembers: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Members whose address contains the text',
    querystring: ops.memberSearchQuerySchema,
    response: { 200: ops.membersResponseSchema, ...invalid, ...asAdmin },
  },
  adminUpdateMember: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Change a member’s type or tier, or add invites',
    params: idParams,
    body: ops.updateMemberBodySchema,
    response: { 200: ops.adminMemberSchema, ...invalid, ...asAdmin, ...missing('No such member') },
  },
  adminSignOutMember: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Sign a member out everywhere (every session ends)',
    params: idParams,
    response: { 200: ops.signOutMemberResponseSchema, ...invalid, ...asAdmin, ...missing('No such member') },
  },
  adminFlaggedJobs: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Jobs with open flags, most recently flagged first',
    response: { 200: ops.flaggedJobsResponseSchema, ...asAdmin },
  },
  adminModerateJob: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Hide a flagged job for everyone, mark it closed, or dismiss its flags',
    params: idParams,
    body: ops.moderateJobBodySchema,
    response: {
      200: ops.moderateJobResponseSchema,
      ...invalid,
      ...asAdmin,
      ...missing('No such job from a board'),
    },
  },
  adminEmails: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Recent emails, newest first, by category and status',
    querystring: ops.adminEmailsQuerySchema,
    response: { 200: ops.adminEmailsResponseSchema, ...invalid, ...asAdmin },
  },
  adminEmailDays: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Emails sent, failed, opened and clicked per day',
    querystring: ops.daysQuerySchema,
    response: { 200: ops.emailDaysResponseSchema, ...invalid, ...asAdmin },
  },
  adminRetryEmail: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Send a failed email again',
    params: idParams,
    response: {
      200: ops.retryEmailResponseSchema,
      ...invalid,
      ...asAdmin,
      ...missing('No such email'),
      409: refused('The email has not failed, or its body is no longer kept'),
    },
  },
  adminDigestRuns: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Daily digest runs: per day, and the latest runs',
    querystring: ops.daysQuerySchema,
    response: { 200: ops.digestRunsResponseSchema, ...invalid, ...asAdmin },
  },
  adminAdvisingSignups: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Group advising sign-ups with each person’s tier, newest first',
    response: { 200: ops.advisingSignupsResponseSchema, ...asAdmin },
  },
  adminMonthlyUpdate: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'A month’s measured figures, a draft written from them, and the stored update',
    querystring: ops.monthlyUpdateQuerySchema,
    response: { 200: ops.monthlyUpdateDraftSchema, ...invalid, ...asAdmin },
  },
  adminSaveMonthlyUpdate: {
    auth: 'admin',
    tags: ['admin'],
    summary: 'Save a month’s update, and publish it to /monthly-update',
    body: ops.saveMonthlyUpdateBodySchema,
    response: { 200: ops.saveMonthlyUpdateResponseSchema, ...invalid, ...asAdmin },
  },
} satisfies { [N in EndpointName]: EndpointSchemas };

type Schemas<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N];
type Answers<N extends EndpointName> = Schemas<N>['response'];

// A field the schema fills in or coerces (its input type takes undefined) may be left out by a caller.
type Sendable<T> = T extends object
  ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
      [K in keyof T as undefined extends T[K] ? never : K]: T[K];
    }
  : T;
type Input<N extends EndpointName, Part extends 'body' | 'querystring' | 'params'> =
  Schemas<N> extends { [P in Part]: infer S extends z.ZodType } ? Sendable<z.input<S>> : undefined;

/** What a call of route N sends as its body (undefined when it has none). */
export type EndpointBody<N extends EndpointName> = Input<N, 'body'>;
/** Route N's query string. */
export type EndpointQuery<N extends EndpointName> = Input<N, 'querystring'>;
/** The values of route N's `:name` path segments. */
export type EndpointParams<N extends EndpointName> = Input<N, 'params'>;

/** A value as JSON carries it: instants arrive as ISO strings. */
export type Wire<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

type Success = 200 | 201 | 202 | 204 | 206 | 208;
// Failures any route may meet without declaring them: a crash, a body too large, a proxy in the way.
type AnyFailure = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/**
 * Every answer route N declares, by status, plus any undeclared failure (a 500, or a proxy's 502):
 * checking `ok` or `status` narrows `data` to that answer's shape.
 */
export type EndpointAnswer<N extends EndpointName> =
  | {
      [S in keyof Answers<N> & number]: {
        status: S;
        ok: S extends Success ? true : false;
        data: Wire<z.output<Answers<N>[S]>>;
      };
    }[keyof Answers<N> & number]
  | { status: Exclude<AnyFailure, keyof Answers<N>>; ok: false; data: unknown };

/** The body of route N's successful answers. */
export type EndpointData<N extends EndpointName> = Extract<EndpointAnswer<N>, { ok: true }>['data'];
