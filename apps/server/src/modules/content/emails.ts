import { GROUP_ADVISING } from '@upstream/contract';
import { escapeHtml } from '../../lib/html.ts';

// Notes to the operator (OPERATOR_EMAIL) about what members asked for. User text is escaped: a
// request name is whatever a member typed.

export interface Requester {
  email: string;
  first_name: string | null;
  last_name: string | null;
}

const displayName = (u: Requester) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;

function email(subject: string, lines: [label: string, value: string][], intro: string) {
  const text = [intro, '', ...lines.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const rows = lines
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<p>${escapeHtml(intro)}</p><table cellpadding="4">${rows}</table>`;
  return { subject, text, html };
}

export function requestEmail(user: Requester, request: { type: string; name: string; url: string | null }) {
  return email(
    `New request (${request.type}): ${request.name}`,
    [
      ['Type', request.type],
      ['Name', request.name],
      ['URL', request.url ?? '(none)'],
      ['From', `${displayName(user)} <${user.email}>`],
    ],
    'A member filed a request from the Request Features form.',
  );
}

export function groupAdvisingEmail(user: Requester, tier: string | null) {
  return email(
    `Group advising: ${displayName(user)} wants to join`,
    [
      ['Member', `${displayName(user)} <${user.email}>`],
      ['Tier', tier ?? 'none'],
      [
        'Session',
        `${GROUP_ADVISING.slot}, weekly, ${GROUP_ADVISING.hours} hour, up to ${GROUP_ADVISING.maxPeople}`,
      ],
    ],
    'A member chose group advising. Send them the invite for the next session.',
  );
}
