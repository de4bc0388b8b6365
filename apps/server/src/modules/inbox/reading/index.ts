import { companyOf } from './company.ts';
import { jobTitleOf } from './job-title.ts';
import type { HiringMessage, Reading } from './message.ts';
import { outcomeOf } from './outcome.ts';
import { atsOf } from './sender.ts';
import { unwrapForwarded } from './unwrap.ts';

export { CONFIDENT, type HiringMessage, type Mailbox, type Outcome, type Reading } from './message.ts';
export { unwrapForwarded } from './unwrap.ts';

/** Read one hiring email (forwarded or not): which company, which job, what it says, and how sure we are. */
export function readHiringEmail(message: HiringMessage): Reading & { original: HiringMessage } {
  const original = unwrapForwarded(message);
  const ats = atsOf(original.from.address);
  const { outcome, confidence, sentence } = outcomeOf(original.subject, original.text);
  return {
    original,
    ats,
    company: companyOf(original.from, ats, original.subject, original.text),
    jobTitle: jobTitleOf(original.subject, original.text),
    outcome,
    confidence,
    sentence,
  };
}
