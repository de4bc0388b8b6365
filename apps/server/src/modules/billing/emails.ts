import { escapeHtml } from '../../lib/html.ts';

// The billing module's note to the operator. Ids only: nothing a member typed goes into it.

/** A member found paying for more than one live subscription: the operator refunds and cancels by hand. */
export function doubleSubscriptionEmail(userId: number, subscriptions: { id: string; customer: string }[]) {
  const lines = subscriptions.map((s) => `${s.id} (customer ${s.customer})`);
  const text = [
    `Member ${userId} pays for ${subscriptions.length} live subscriptions at once:`,
    ...lines.map((l) => `- ${l}`),
    'Upstream gives them the best of these plans. Cancel and refund the extra one in the Stripe dashboard.',
  ].join('\n');
  return {
    subject: `Billing: member ${userId} pays for ${subscriptions.length} subscriptions`,
    text,
    html: `<p>Member ${userId} pays for ${subscriptions.length} live subscriptions at once:</p><ul>${lines
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join(
        '',
      )}</ul><p>Upstream gives them the best of these plans. Cancel and refund the extra one in the Stripe dashboard.</p>`,
  };
}
