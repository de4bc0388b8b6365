/**
 * Every HTTP call of the service, once: its method and path, by name. The request and answer schemas of
 * each live under the same name in `ENDPOINT_SCHEMAS` (`endpoint-schemas.ts`, assembled from `<domain>-endpoints.ts`); the server registers each route from the two,
 * and the web's client calls a route by its name.
 *
 * This half is plain data on purpose: the web imports it at run time, and schemas here would put zod
 * into the first load of every page. The web reads the schemas' types only.
 */
export interface EndpointLine {
  method: 'GET' | 'POST';
  path: string;
  /** The body's media type when it is not JSON (a CSV file, an HTML form). */
  bodyType?: 'text/csv' | 'application/x-www-form-urlencoded' | 'message/rfc822';
}

export const ENDPOINTS = {
  health: { method: 'GET', path: '/healthz' },
  clientConfig: { method: 'GET', path: '/api/get/client-config' },

  // accounts
  currentUser: { method: 'GET', path: '/api/current_user' },
  requestSignInLink: {
    method: 'POST',
    path: '/auth/magic',
    bodyType: 'application/x-www-form-urlencoded',
  },
  describeSignInLink: { method: 'POST', path: '/auth/magic/describe' },
  confirmSignInLink: { method: 'POST', path: '/auth/magic/confirm' },
  // A POST behind the Origin check: a link or image on another site cannot sign anyone out.
  logout: { method: 'POST', path: '/api/logout' },
  // Ends every session of the person and voids their unspent sign-in links.
  signOutEverywhere: { method: 'POST', path: '/api/post/sign-out-everywhere' },
  userInfo: { method: 'POST', path: '/api/post/fetch-user-info' },
  reportAuthFailure: { method: 'POST', path: '/api/post/auth-failure-notification' },
  startIdentityProviderSignIn: { method: 'GET', path: '/auth/google' },
  finishIdentityProviderSignIn: { method: 'GET', path: '/auth/google/callback' },
  invitedUsers: { method: 'GET', path: '/api/get/invited-users' },
  sendInvite: { method: 'POST', path: '/api/post/invite-email' },
  inviteSignup: { method: 'POST', path: '/api/post/invite-signup' },
  joinWaitlist: { method: 'POST', path: '/api/post/waitlist' },
  recordOnboardingStep: { method: 'POST', path: '/api/post/onboarding-step/:n' },
  completeOnboarding: { method: 'POST', path: '/api/post/onboarding-complete' },
  apiTokens: { method: 'GET', path: '/api/get/api-tokens' },
  createApiToken: { method: 'POST', path: '/api/post/api-token' },
  revokeApiToken: { method: 'POST', path: '/api/post/revoke-api-token' },

  // jobs
  searchJobs: { method: 'POST', path: '/api/post/jobs' },
  searchInputs: { method: 'GET', path: '/api/get/jobs-search-inputs' },
  jobCounts: { method: 'GET', path: '/api/get/job-counts' },
  totalCounts: { method: 'GET', path: '/api/get/total-counts' },

  // searches
  saveSearch: { method: 'POST', path: '/api/post/save-search' },
  updateSearch: { method: 'POST', path: '/api/post/update-search' },
  deleteSearch: { method: 'POST', path: '/api/post/delete-search' },
  savedSearchFilters: { method: 'POST', path: '/api/post/saved-search-filters' },
  emailCount: { method: 'GET', path: '/api/get/email-count' },
  setOnboardingSearch: { method: 'POST', path: '/api/post/update-onboarding-search-id' },
  savedSearchFeeds: { method: 'GET', path: '/api/get/saved-search-feeds' },
  startSavedSearchFeed: { method: 'POST', path: '/api/post/saved-search-feed' },
  rotateSavedSearchFeed: { method: 'POST', path: '/api/post/rotate-saved-search-feed' },
  stopSavedSearchFeed: { method: 'POST', path: '/api/post/stop-saved-search-feed' },
  savedSearchFeedFile: { method: 'GET', path: '/api/feeds/:token' },

  // tracking
  saveJob: { method: 'POST', path: '/api/post/user-job-saved' },
  flagJob: { method: 'POST', path: '/api/post/user-job-flagged' },
  hideJob: { method: 'POST', path: '/api/post/user-job-hidden' },
  setJobStatus: { method: 'POST', path: '/api/post/update-job-status' },
  saveCompany: { method: 'POST', path: '/api/post/user-company-saved' },
  blockCompany: { method: 'POST', path: '/api/post/user-company-blocked' },
  blockedCompanies: { method: 'GET', path: '/api/get/blocked-companies' },
  addJobNote: { method: 'POST', path: '/api/post/add-job-notes' },
  jobNotes: { method: 'POST', path: '/api/post/fetch-all-job-notes' },
  deleteJobNote: { method: 'POST', path: '/api/post/delete-job-note' },
  savedAndTrackedCounts: { method: 'GET', path: '/api/get/saved-and-tracked-jobs-counts' },
  tracker: { method: 'GET', path: '/api/get/tracker' },
  setJobNextDate: { method: 'POST', path: '/api/post/update-job-next-date' },
  calendarFeed: { method: 'GET', path: '/api/get/calendar-feed' },
  rotateCalendarFeed: { method: 'POST', path: '/api/post/rotate-calendar-feed' },
  calendarFile: { method: 'GET', path: '/api/calendar/:token' },
  exportTrackedJobs: { method: 'GET', path: '/api/get/tracked-jobs-export.csv' },

  // a member's own data
  downloadMyData: { method: 'GET', path: '/api/get/my-data.json' },
  requestAccountDeletion: { method: 'POST', path: '/api/post/request-account-deletion' },
  confirmAccountDeletion: { method: 'POST', path: '/api/post/confirm-account-deletion' },
  importTrackedJobs: { method: 'POST', path: '/api/post/import-tracked-jobs', bodyType: 'text/csv' },

  // content
  fileRequest: { method: 'POST', path: '/api/post/request' },
  groupAdvisingAlert: { method: 'POST', path: '/api/post/group-advising-alert' },
  releaseHistory: { method: 'GET', path: '/api/get/release-history' },
  releaseArchive: { method: 'GET', path: '/api/get/release-history-archive' },
  monthlyUpdates: { method: 'GET', path: '/api/get/monthly-updates' },
  roadmap: { method: 'GET', path: '/api/get/roadmap' },
  roadmapHistory: { method: 'GET', path: '/api/get/roadmap-history' },
  resources: { method: 'GET', path: '/api/get/resources' },

  // billing
  startCheckout: {
    method: 'POST',
    path: '/api/post/stripe/create-checkout-session',
    bodyType: 'application/x-www-form-urlencoded',
  },
  openBillingPortal: {
    method: 'POST',
    path: '/api/post/stripe/create-portal-session',
    bodyType: 'application/x-www-form-urlencoded',
  },
  confirmCheckout: { method: 'POST', path: '/api/post/stripe/confirm-checkout' },
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook' },

  // email
  unsubscribeView: { method: 'GET', path: '/api/email/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/api/email/unsubscribe' },
  emailOpened: { method: 'GET', path: '/api/email/open/:id' },
  emailLinkClicked: { method: 'GET', path: '/api/email/click/:id' },
  emailJobClicked: { method: 'GET', path: '/api/email/click/:id/jobs/:jobId' },
  devMailbox: { method: 'GET', path: '/api/dev/mailbox' },
  devMailboxMessage: { method: 'GET', path: '/api/dev/mailbox/:id' },

  // admin: the operator console (every route admin-only)
  adminAuditLog: { method: 'GET', path: '/api/admin/audit-log' },
  adminBoards: { method: 'GET', path: '/api/admin/boards' },
  adminPreviewBoard: { method: 'POST', path: '/api/admin/boards/preview' },
  adminAddBoard: { method: 'POST', path: '/api/admin/boards/add' },
  adminBulkAddBoards: { method: 'POST', path: '/api/admin/boards/bulk-add' },
  adminFetchBoard: { method: 'POST', path: '/api/admin/boards/:id/fetch' },
  adminSetBoardEnabled: { method: 'POST', path: '/api/admin/boards/:id/enabled' },
  adminSetBoardIndustry: { method: 'POST', path: '/api/admin/boards/:id/industry' },
  adminRemoveBoard: { method: 'POST', path: '/api/admin/boards/:id/remove' },
  adminRequests: { method: 'GET', path: '/api/admin/requests' },
  adminSetRequestStatus: { method: 'POST', path: '/api/admin/requests/status' },
  adminWaitlist: { method: 'GET', path: '/api/admin/waitlist' },
  adminGrantAccess: { method: 'POST', path: '/api/admin/waitlist/grant' },

  // admin (console, operating sections): Overview, Members, Flagged jobs, Email, Digest runs, Group advising,
  // Monthly update
  adminOverview: { method: 'GET', path: '/api/admin/overview' },
  adminMembers: { method: 'GET', path: '/api/admin/members' },
  adminUpdateMember: { method: 'POST', path: '/api/admin/members/:id' },
  adminSignOutMember: { method: 'POST', path: '/api/admin/members/:id/sign-out' },
  adminFlaggedJobs: { method: 'GET', path: '/api/admin/flagged-jobs' },
  adminModerateJob: { method: 'POST', path: '/api/admin/flagged-jobs/:id' },
  adminEmails: { method: 'GET', path: '/api/admin/emails' },
  adminEmailDays: { method: 'GET', path: '/api/admin/email-days' },
  adminRetryEmail: { method: 'POST', path: '/api/admin/emails/:id/retry' },
  adminDigestRuns: { method: 'GET', path: '/api/admin/digest-runs' },
  adminAdvisingSignups: { method: 'GET', path: '/api/admin/advising-signups' },
  adminMonthlyUpdate: { method: 'GET', path: '/api/admin/monthly-update' },
  adminSaveMonthlyUpdate: { method: 'POST', path: '/api/admin/monthly-update' },

  // inbox (the schemas are INBOX_ENDPOINT_SCHEMAS, inbox.ts)
  inboxAddress: { method: 'GET', path: '/api/inbox/address' },
  rotateInboxAddress: { method: 'POST', path: '/api/inbox/address/rotate' },
  revokeInboxAddress: { method: 'POST', path: '/api/inbox/address/revoke' },
  inboxMessages: { method: 'GET', path: '/api/inbox/messages' },
  undoInboxMessage: { method: 'POST', path: '/api/inbox/messages/:id/undo' },
  acceptInboxMessage: { method: 'POST', path: '/api/inbox/messages/:id/accept' },
  dismissInboxMessage: { method: 'POST', path: '/api/inbox/messages/:id/dismiss' },
  deleteInboxMessage: { method: 'POST', path: '/api/inbox/messages/:id/delete' },
  inboundMail: { method: 'POST', path: '/api/inbound/mail', bodyType: 'message/rfc822' },
} as const satisfies Record<string, EndpointLine>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path of a route with its `:name` segments filled in. */
export function endpointPath(name: EndpointName, params?: Record<string, string | number>): string {
  return ENDPOINTS[name].path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
