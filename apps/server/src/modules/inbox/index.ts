// The inbox module's face: members' private forwarding addresses for hiring mail, the two ways mail comes in
// (the SMTP listener and providers' webhook), and what each email changes on the tracker.

export { deleteInboxOf, inboxDataOf } from './member-data.ts';
export { MalformedMail, parseRawMail } from './parse.ts';
export {
  CONFIDENT,
  type HiringMessage,
  type Outcome,
  type Reading,
  readHiringEmail,
} from './reading/index.ts';
export { inboxRoutes } from './routes.ts';
export { createInboundSmtp, startInboundSmtp } from './smtp.ts';
export { inboxWork } from './work.ts';
