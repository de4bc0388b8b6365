import type { SimJob } from '../board.ts';
import type { WireFormat } from './types.ts';
import { escapeXml, placeText } from './types.ts';

const cdata = (html: string) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function position(j: SimJob): string {
  const [first, ...rest] = j.places;
  // Offices are names a company gives them: "Boston, MA", "Berlin, Germany".
  const office = placeText;
  const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return [
    '<position>',
    el('id', j.id),
    el('subcompany', ''),
    el('office', j.remote ? 'Remote' : first ? office(first) : 'Remote'),
    j.remote || rest.length === 0
      ? ''
      : `<additionalOffices>${rest.map((p) => el('office', office(p))).join('')}</additionalOffices>`,
    el('department', j.department),
    el('recruitingCategory', j.department),
    el('name', j.title),
    '<jobDescriptions>',
    `<jobDescription><name>Your mission</name><value>${cdata(j.descriptionHtml)}</value></jobDescription>`,
    `<jobDescription><name>Your profile</name><value>${cdata('<ul><li>Curiosity</li></ul>')}</value></jobDescription>`,
    '</jobDescriptions>',
    el(
      'employmentType',
      j.employment === 'Intern' ? 'intern' : j.employment === 'Contract' ? 'freelance' : 'permanent',
    ),
    el('seniority', j.employment === 'Intern' ? 'student' : 'experienced'),
    el('schedule', j.employment === 'PartTime' ? 'part-time' : 'full-time'),
    el('yearsOfExperience', '2-5'),
    el('keywords', j.department),
    el('occupation', j.department),
    el('occupationCategory', j.department),
    el('createdAt', j.postedAt.toISOString().replace('.000Z', '+00:00')),
    '</position>',
  ].join('');
}

/** Personio's XML feed, `https://{company}.jobs.personio.de/xml`; here the company is the path's first part. */
export const personioWire: WireFormat = {
  ats: 'personio',
  contentType: 'text/xml; charset=utf-8',
  urlTemplate: (origin) => `${origin}/{token}`,
  match(method, url) {
    const m = /^\/([^/]+)\/xml\/?$/.exec(url.pathname);
    return method === 'GET' && m ? { token: decodeURIComponent(m[1]!), kind: 'list' } : null;
  },
  list(board) {
    const positions = [...board.jobs.values()].map(position).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>\n${positions}\n</workzag-jobs>\n`;
  },
};
