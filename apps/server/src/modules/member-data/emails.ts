import { ACCOUNT_DELETION_LINK_TTL_MINUTES } from '@upstream/contract';
import type { Config } from '../../config.ts';
import { paragraph, renderEmailLayout } from '../email/index.ts';

/** The email that confirms a deletion asked for in settings. */
export function accountDeletionEmail(config: Pick<Config, 'publicUrl'>, link: string) {
  const paragraphs = [
    'You asked to delete your Upstream account. Open the link below and confirm to delete it for good: your tracker, notes, saved searches, forwarded mail and every email we sent you.',
    'A paid plan is cancelled first, so you are not charged again.',
    `The link expires in ${ACCOUNT_DELETION_LINK_TTL_MINUTES} minutes.`,
  ];
  const body = renderEmailLayout(config, {
    title: 'Delete your Upstream account',
    preheader: paragraphs[0],
    html: paragraphs.map((p) => paragraph(p)).join('\n'),
    text: paragraphs.join('\n\n'),
    action: { label: 'Delete my account', url: link },
    reason:
      "You get this email because someone signed in to your account asked to delete it. If it wasn't you, ignore this email: nothing is deleted without the link.",
  });
  return { subject: 'Confirm deleting your Upstream account', ...body };
}
