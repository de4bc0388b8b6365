export { deleteMemberTokens } from './api-tokens.ts';
export {
  type AccessChange,
  type AccessState,
  changeMemberAccess,
  countNewPeople,
  endAllSessions,
  findMember,
  findMembers,
  type MemberRow,
  memberSummaries,
  memberTotals,
  newMembersPerDay,
} from './console.ts';
export { accountDataOf, accountToDelete, deleteAccountRows } from './member-data.ts';
export { hasAccess } from './membership.ts';
export { setOnboardingSearchId } from './onboarding.ts';
export { createUser, grantAccess, listUsers, OperatorError } from './operator.ts';
export { accountEmails, emailRecipients, findEmailRecipient, optOutOfAllEmail } from './repo.ts';
export { accountsRoutes } from './routes.ts';
export { createSession, createSessionLookup } from './sessions.ts';
export {
  type BillingAccount,
  customerOf,
  lockTier,
  planOf,
  type SubscriptionState,
  saveSubscription,
  userOfCustomer,
  withBillingAccount,
} from './subscriptions.ts';
export { ACCESS_LINK_TTL_HOURS, grantFromWaitlist, waitlist } from './waitlist.ts';
export { accountsWork } from './work.ts';
