import { MAGIC_LINK_TTL_MINUTES } from '@upstream/contract';

// The words of the accounts module's emails. Each has an HTML and a plain-text part.

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, paragraphs: string[], action?: { label: string; url: string }, footer?: string) {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f4fd1;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="color:#5b6478;font-size:13px">Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2335">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff">
<p style="font-weight:800;font-size:20px;margin:0 0 24px">Upstream</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
${footer ? `<p style="color:#5b6478;font-size:13px;margin-top:32px">${escapeHtml(footer)}</p>` : ''}
</div></body></html>`;
}

export function signInLinkEmail(link: string, purpose: 'magic_link' | 'invite_signup'): EmailContent {
  const title = purpose === 'invite_signup' ? 'Finish signing up for Upstream' : 'Sign in to Upstream';
  const lead =
    purpose === 'invite_signup'
      ? 'Your invite is ready. Open the link below to finish signing up.'
      : 'Open the link below to sign in.';
  const expiry = `The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes.`;
  const ignore = "If you didn't ask for this, you can ignore this email; nobody can sign in without it.";
  return {
    subject: purpose === 'invite_signup' ? 'Finish signing up for Upstream' : 'Your Upstream sign-in link',
    html: page(
      title,
      [lead, expiry],
      { label: purpose === 'invite_signup' ? 'Finish signing up' : 'Sign in', url: link },
      ignore,
    ),
    text: `${title}\n\n${lead}\n\n${link}\n\n${expiry}\n\n${ignore}\n`,
  };
}

export function inviteEmail(inviterName: string, link: string): EmailContent {
  const who = inviterName.trim() || 'A friend';
  const lead = `${who} invited you to Upstream, a career platform in beta that gathers current jobs straight from company career pages and emails you new matches every morning.`;
  const how = 'Use the link below to create your free account. The invite code is already filled in.';
  return {
    subject: `${who} invited you to Upstream`,
    html: page("You're invited to Upstream", [lead, how], { label: 'Accept the invite', url: link }),
    text: `You're invited to Upstream\n\n${lead}\n\n${how}\n\n${link}\n`,
  };
}

export function authFailureEmail(report: {
  userEmail: string;
  timestamp: string;
  userAgent: string;
  ip: string;
}): EmailContent {
  const lines = [
    `User email: ${report.userEmail || '(signed out)'}`,
    `Reported at: ${report.timestamp}`,
    `Browser: ${report.userAgent || '(unknown)'}`,
    `IP address: ${report.ip}`,
  ];
  return {
    subject: `Authentication issue reported${report.userEmail ? ` by ${report.userEmail}` : ''}`,
    html: page('Someone reached the Authentication Issue page', lines),
    text: `Someone reached the Authentication Issue page\n\n${lines.join('\n')}\n`,
  };
}
