import { MAGIC_LINK_TTL_MINUTES } from '@upstream/contract';
import type { Config } from '../../config.ts';
import { paragraph, renderEmailLayout } from '../email/index.ts';

// The words of the accounts module's emails, in the shared layout (HTML and a plain-text twin).

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

type Urls = Pick<Config, 'publicUrl'>;

function compose(
  config: Urls,
  subject: string,
  title: string,
  paragraphs: string[],
  extra: { action?: { label: string; url: string }; reason?: string; preheader?: string } = {},
): EmailContent {
  const body = renderEmailLayout(config, {
    title,
    preheader: extra.preheader ?? paragraphs[0],
    html: paragraphs.map((p) => paragraph(p)).join('\n'),
    text: paragraphs.join('\n\n'),
    action: extra.action,
    reason: extra.reason,
  });
  return { subject, ...body };
}

export function signInLinkEmail(
  config: Urls,
  link: string,
  purpose: 'magic_link' | 'invite_signup',
): EmailContent {
  const invite = purpose === 'invite_signup';
  const title = invite ? 'Finish signing up for Upstream' : 'Sign in to Upstream';
  return compose(
    config,
    invite ? 'Finish signing up for Upstream' : 'Your Upstream sign-in link',
    title,
    [
      invite
        ? 'Your invite is ready. Open the link below to finish signing up.'
        : 'Open the link below to sign in.',
      `The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes.`,
    ],
    {
      action: { label: invite ? 'Finish signing up' : 'Sign in', url: link },
      reason:
        "You get this email because someone asked to sign in with this address. If it wasn't you, ignore it: nobody can sign in without the link.",
    },
  );
}

export function accessGrantedEmail(
  config: Urls,
  link: string,
  firstName: string | null,
  ttlHours: number,
): EmailContent {
  return compose(
    config,
    "You're in: your Upstream access is ready",
    "You're in",
    [
      `${firstName ? `Hi ${firstName}, a` : 'A'} spot opened up on Upstream, and it's yours. Upstream gathers current jobs straight from company career pages and emails you new matches every morning.`,
      `Open the link below to sign in and set up your first search. It works once within ${ttlHours / 24} days; after that, sign in at ${config.publicUrl}/login with this address.`,
    ],
    {
      action: { label: 'Sign in to Upstream', url: link },
      reason: "You get this email because you joined Upstream's waitlist with this address.",
    },
  );
}

export function inviteEmail(config: Urls, inviterName: string, link: string): EmailContent {
  const who = inviterName.trim() || 'A friend';
  return compose(
    config,
    `${who} invited you to Upstream`,
    "You're invited to Upstream",
    [
      `${who} invited you to Upstream, a career platform in beta that gathers current jobs straight from company career pages and emails you new matches every morning.`,
      'Use the link below to create your free account. The invite code is already filled in.',
    ],
    {
      action: { label: 'Accept the invite', url: link },
      reason: `You get this email because ${who} entered your address on Upstream's invite page.`,
    },
  );
}

export function authFailureEmail(
  config: Urls,
  report: { userEmail: string; timestamp: string; userAgent: string; ip: string },
): EmailContent {
  return compose(
    config,
    `Authentication issue reported${report.userEmail ? ` by ${report.userEmail}` : ''}`,
    'Someone reached the Authentication Issue page',
    [
      `User email: ${report.userEmail || '(signed out)'}`,
      `Reported at: ${report.timestamp}`,
      `Browser: ${report.userAgent || '(unknown)'}`,
      `IP address: ${report.ip}`,
    ],
    { reason: 'You get this email as the operator of this Upstream service (OPERATOR_EMAIL).' },
  );
}
