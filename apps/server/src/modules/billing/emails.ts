import { escapeHtml } from '../../lib/html.ts';
import type { EndedSubscription } from './extra-subscriptions.ts';
import type { PaidSubscription } from './live.ts';

// The billing module's note to the operator. Ids only: nothing a member typed goes into it.

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A member found paying for more than one live subscription: what Upstream kept, what it cancelled and
 * refunded, and what it could not end (the operator finishes that by hand in the Stripe dashboard).
 */
export function doubleSubscriptionEmail(userId: number, kept: PaidSubscription, ended: EndedSubscription[]) {
  const failed = ended.filter((s) => s.error);
  const lines = [
    `Kept: ${kept.id} (customer ${kept.customer}), the first paid.`,
    ...ended.map((s) =>
      s.error
        ? `NOT ENDED: ${s.id} (customer ${s.customer})${s.cancelled ? ' was cancelled but not refunded' : ' still charges'}: Stripe answered "${s.error}".`
        : `Cancelled: ${s.id} (customer ${s.customer}), refunded ${
            s.refunds.length > 0
              ? s.refunds.map((r) => `${dollars(r.amount)} (${r.id})`).join(', ')
              : 'nothing (no paid invoice)'
          }.`,
    ),
  ];
  const closing =
    failed.length > 0
      ? 'Cancel and refund the subscriptions marked NOT ENDED in the Stripe dashboard.'
      : 'Nothing is left to do; the member is charged once.';
  const subject =
    failed.length > 0
      ? `Billing: member ${userId} pays twice: cancel and refund by hand`
      : `Billing: member ${userId} paid twice: the extra subscription was cancelled and refunded`;
  return {
    subject,
    text: [
      `Member ${userId} paid for ${ended.length + 1} live subscriptions at once.`,
      ...lines.map((l) => `- ${l}`),
      closing,
    ].join('\n'),
    html: `<p>Member ${userId} paid for ${ended.length + 1} live subscriptions at once.</p><ul>${lines
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join('')}</ul><p>${escapeHtml(closing)}</p>`,
  };
}
