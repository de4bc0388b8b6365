// The email module's face: the outbox and delivery, signed links (tracking, unsubscribe), the email layout,
// and its routes (unsubscribe, open and click tracking, the development outbox).

export { button, heading, link, paragraph } from './blocks.ts';
export {
  type EmailDayRow,
  type EmailListRow,
  emailCategories,
  emailDays,
  type RetryOutcome,
  recentEmails,
  retryFailedEmail,
} from './console.ts';
export { type RenderedEmail, renderEmailLayout } from './layout.ts';
export { createMailer } from './mailer.ts';
export { dropOldBodies, recordClaimed, recordMany, reserveIds } from './outbox.ts';
export { emailRoutes } from './routes.ts';
export type { EmailDeps, EmailDirectory, EmailDirectoryDeps } from './service.ts';
export {
  clickUrl,
  jobClickUrls,
  listUnsubscribeHeaders,
  openPixelUrl,
  unsubscribePageUrl,
  unsubscribeToken,
} from './tracking.ts';
export {
  addReports,
  type ClaimedEmail,
  type DeliveryReport,
  type Mailer,
  NOTHING_DELIVERED,
  type OutgoingEmail,
  relayRefused,
  type SentEmail,
} from './types.ts';
export { emailWork } from './work.ts';
