import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { type Ats, type Outcome, SOURCES, type Source, type Template } from './sources.ts';

// npx tsx bench/inbox/corpus/build.ts
// Writes the hiring-email corpus (apps/server/test/fixtures/hiring-emails/): every template of sources.ts
// filled with invented people, companies and jobs, sent through an ATS's real sender shape, and delivered the
// ways a member's mail reaches Upstream (a provider's forwarding rule that keeps the headers, a Gmail or
// Outlook "Forward" that wraps the message, HTML-only mail). The split is made here once, by source, before
// any rule was tuned: a source's emails are all tuning or all held out. Re-running rewrites the same files.

const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/server/test/fixtures/hiring-emails',
);
/** Share of sources held out, decided by a hash of the source's page so the choice is fixed and blind. */
const HELD_OUT_PERCENT = 35;

const COMPANIES = [
  ['Northwind Labs', 'northwindlabs.com'],
  ['Bluefin Analytics', 'bluefin-analytics.io'],
  ['Copperleaf Health', 'copperleafhealth.com'],
  ['Tidewater Energy', 'tidewaterenergy.com'],
  ['Quillmark', 'quillmark.co'],
  ['Harbor & Finch', 'harborfinch.com'],
  ['Lumen Robotics', 'lumenrobotics.ai'],
  ['Pinecrest Bank', 'pinecrestbank.com'],
  ['Atlas Freight', 'atlasfreight.com'],
  ['Brightwell Education', 'brightwell.org'],
  ['Corvid Security', 'corvidsecurity.com'],
  ['Meridian Foods', 'meridianfoods.com'],
  ['Solstice Games', 'solsticegames.com'],
  ['Vantage Point Media', 'vantagepoint.media'],
  ['Greyhawk Systems', 'greyhawksystems.com'],
  ['Orchard Payments', 'orchardpay.com'],
  ['Kestrel Aerospace', 'kestrelaero.com'],
  ['Fernhill Biotech', 'fernhillbio.com'],
  ['Mosaic Travel', 'mosaictravel.com'],
  ['Ironbridge Capital', 'ironbridgecap.com'],
  ['Sparrow Logistics', 'sparrowlogistics.eu'],
  ['Helix Data', 'helixdata.dev'],
  ['Willow Insurance', 'willowinsure.com'],
  ['Cobalt Cloud', 'cobaltcloud.io'],
] as const;

const JOBS = [
  'Senior Software Engineer',
  'Product Manager',
  'Data Analyst',
  'Backend Engineer (Go)',
  'Customer Success Manager',
  'UX Designer',
  'Staff Data Scientist',
  'Marketing Coordinator',
  'Site Reliability Engineer',
  'Account Executive, Mid-Market',
  'Frontend Developer',
  'Financial Analyst',
  'Engineering Manager, Platform',
  'Technical Writer',
  'Machine Learning Engineer',
  'People Operations Specialist',
  'Security Engineer',
  'Solutions Architect',
  'Junior QA Tester',
  'Head of Growth',
] as const;

const FIRSTS = ['Sam', 'Priya', 'Jordan', 'Mei', 'Alex', 'Tomás', 'Amara', 'Noor', 'Lena', 'Chris'];
const RECRUITERS = [
  'Dana Whitfield',
  'Marco Reyes',
  'Aisha Okafor',
  'Tom Lindqvist',
  'Grace Huang',
  'Ravi Patel',
];
const DAYS = [
  'Tuesday, December 2 at 10:00 AM ET',
  'Thursday, December 4',
  'Monday, December 8 at 2:30 PM',
  'Friday, November 28',
];
const ALL_ATS: Ats[] = [
  'greenhouse',
  'lever',
  'ashby',
  'workday',
  'smartrecruiters',
  'workable',
  'recruitee',
  'personio',
  'teamtailor',
  'pinpoint',
  'rippling',
  'breezy',
  'direct',
];

type Delivery = 'kept-headers' | 'gmail-forward' | 'outlook-forward' | 'html-only';
const DELIVERIES: Delivery[] = ['kept-headers', 'gmail-forward', 'outlook-forward', 'html-only'];

const hash = (s: string) => createHash('sha256').update(s).digest().readUInt32BE(0);
const pick = <T>(list: readonly T[], key: string): T => list[hash(key) % list.length]!;
const slug = (company: string) =>
  company
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

/** The sender an ATS's candidate mail comes from, as seen in real messages and the vendors' own pages. */
function sender(
  ats: Ats,
  company: string,
  domain: string,
  recruiter: string,
): { name: string; address: string } {
  const s = slug(company);
  switch (ats) {
    case 'greenhouse':
      return { name: company, address: 'no-reply@us.greenhouse-mail.io' };
    case 'lever':
      return { name: company, address: 'no-reply@hire.lever.co' };
    case 'ashby':
      return { name: `${company} Hiring Team`, address: 'no-reply@ashbyhq.com' };
    case 'workday':
      return { name: company, address: `${s}@myworkday.com` };
    case 'smartrecruiters':
      return { name: `${recruiter} at ${company}`, address: `${s}@email.smartrecruiters.com` };
    case 'workable':
      return { name: `${company}`, address: 'noreply@candidates.workablemail.com' };
    case 'recruitee':
      return { name: company, address: `${s}@mail.recruitee.com` };
    case 'personio':
      return { name: `${company} Recruiting`, address: `${s}@jobs.personio.com` };
    case 'teamtailor':
      return { name: company, address: 'no-reply@message.teamtailor.com' };
    case 'pinpoint':
      return { name: `${company} Talent Team`, address: `${s}@pinpointhq.com` };
    case 'rippling':
      return { name: `${company} Recruiting`, address: 'no-reply@ats.rippling.com' };
    case 'breezy':
      return { name: company, address: `${s}@messaging.breezy.hr` };
    case 'direct':
      return { name: recruiter, address: `${recruiter.split(' ')[0]!.toLowerCase()}@${domain}` };
  }
}

function atsLink(ats: Ats, company: string, key: string): string {
  const s = slug(company);
  const n = 4000000 + (hash(key) % 999999);
  switch (ats) {
    case 'greenhouse':
      return `https://job-boards.greenhouse.io/${s}/jobs/${n}`;
    case 'lever':
      return `https://jobs.lever.co/${s}/3f2a9c1e-${n}`;
    case 'ashby':
      return `https://jobs.ashbyhq.com/${s}/schedule/${n}`;
    case 'workday':
      return `https://${s}.wd5.myworkdayjobs.com/en-US/careers/userHome`;
    case 'smartrecruiters':
      return `https://jobs.smartrecruiters.com/${s}/${n}`;
    case 'workable':
      return `https://apply.workable.com/${s}/j/${n.toString(16).toUpperCase()}/`;
    case 'recruitee':
      return `https://${s}.recruitee.com/o/${n}`;
    case 'personio':
      return `https://${s}.jobs.personio.com/job/${n}`;
    case 'teamtailor':
      return `https://career.${s}.com/jobs/${n}`;
    case 'pinpoint':
      return `https://${s}.pinpointhq.com/en/postings/${n}`;
    case 'rippling':
      return `https://ats.rippling.com/${s}/jobs/${n}`;
    case 'breezy':
      return `https://${s}.breezy.hr/p/${n}`;
    case 'direct':
      return `https://calendly.com/${s}-talent/${n}`;
  }
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

const html = (text: string) =>
  `<html><body><div style="font-family:Arial,sans-serif">${text
    .split(/\n\n+/)
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
    .join(
      '\n',
    )}<p style="color:#888;font-size:11px">You are receiving this email because you applied for a job. Privacy policy</p></div></body></html>`;

const gmailDate = (d: Date) =>
  `${d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} at ${d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}`;
const outlookDate = (d: Date) =>
  `${d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} ${d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}`;

interface Built {
  file: string;
  source: Source;
  ats: Ats;
  delivery: Delivery;
  company: string;
  job: string;
  outcome: Outcome;
}

async function buildOne(
  source: Source,
  template: Template,
  t: number,
  i: number,
): Promise<{ eml: Buffer; row: Built }> {
  const key = `${source.id}/${t}/${i}`;
  const [company, domain] = pick(COMPANIES, `${key}/company`);
  const job = pick(JOBS, `${key}/job`);
  const first = pick(FIRSTS, `${key}/first`);
  const recruiter = pick(RECRUITERS, `${key}/recruiter`);
  const ats: Ats = source.ats ?? ALL_ATS[(hash(source.id) + t * 5 + i * 3) % ALL_ATS.length]!;
  const delivery = DELIVERIES[(hash(key) + i) % DELIVERIES.length]!;
  const values = {
    first,
    company,
    job,
    recruiter,
    day: pick(DAYS, `${key}/day`),
    link: atsLink(ats, company, key),
    ref: `R${String(10000 + (hash(`${key}/ref`) % 89999))}`,
  };
  const subject = fill(template.subject, values);
  const text = fill(template.body, values);
  const from = sender(ats, company, domain, recruiter);
  const member = {
    name: `${first} Doe`,
    address: `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.doe@example.net`,
  };
  const sentAt = new Date(
    Date.UTC(2026, 10, 3 + (hash(`${key}/date`) % 20), 8 + (hash(`${key}/h`) % 10), hash(`${key}/m`) % 60),
  );
  const fromLine = `${from.name} <${from.address}>`;

  let mail: ConstructorParameters<typeof MailComposer>[0];
  if (delivery === 'kept-headers' || delivery === 'html-only') {
    mail = {
      from: { name: from.name, address: from.address },
      to: member,
      subject,
      date: sentAt,
      messageId: `<${hash(key).toString(36)}.${ats}@corpus.upstream.test>`,
      ...(delivery === 'html-only' ? { html: html(text) } : { text, html: html(text) }),
      headers: {
        'X-Forwarded-To': 'track+corpus@in.upstream.test',
        'X-Forwarded-For': `${member.address} track+corpus@in.upstream.test`,
      },
    };
  } else if (delivery === 'gmail-forward') {
    const block = `---------- Forwarded message ---------\nFrom: ${fromLine}\nDate: ${gmailDate(sentAt)}\nSubject: ${subject}\nTo: <${member.address}>\n\n\n${text}`;
    mail = {
      from: member,
      to: 'track+corpus@in.upstream.test',
      subject: `Fwd: ${subject}`,
      date: new Date(sentAt.getTime() + 3 * 3600_000),
      text: `\n\n${block}\n`,
      html: `<div dir="ltr"><br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">${from.name}</strong> <span dir="auto">&lt;${from.address}&gt;</span><br>Date: ${gmailDate(sentAt)}<br>Subject: ${subject.replace(/&/g, '&amp;')}<br>To: &lt;${member.address}&gt;<br></div><br><br>${html(text)}</div></div>`,
    };
  } else {
    const block = `________________________________\nFrom: ${fromLine}\nSent: ${outlookDate(sentAt)}\nTo: ${member.name} <${member.address}>\nSubject: ${subject}\n\n${text}`;
    mail = {
      from: member,
      to: 'track+corpus@in.upstream.test',
      subject: `FW: ${subject}`,
      date: new Date(sentAt.getTime() + 26 * 3600_000),
      text: `\n\nGet Outlook for iOS\n${block}\n`,
    };
  }
  const eml = await new MailComposer(mail).compile().build();
  const outcomeTag = template.outcome;
  const file = `${source.id}-${t + 1}-${i + 1}.eml`;
  void outcomeTag;
  const namesJob =
    template.namesJob ?? (template.subject.includes('{job}') || template.body.includes('{job}'));
  return {
    eml,
    row: { file, source, ats, delivery, company, job: namesJob ? job : '', outcome: template.outcome },
  };
}

const instances = (outcome: Outcome) => (outcome === 'rejected' || outcome === 'interview' ? 2 : 3);
const csv = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

async function main() {
  rmSync(path.join(OUT, 'eml'), { recursive: true, force: true });
  mkdirSync(path.join(OUT, 'eml'), { recursive: true });
  const rows: string[] = ['file,split,source,ats,delivery,company,job_title,outcome'];
  const tally: Record<string, Record<Outcome, number>> = {};
  for (const source of SOURCES) {
    const split = hash(source.url ?? source.id) % 100 < HELD_OUT_PERCENT ? 'held-out' : 'tuning';
    for (const [t, template] of source.templates.entries()) {
      for (let i = 0; i < instances(template.outcome); i += 1) {
        const { eml, row } = await buildOne(source, template, t, i);
        writeFileSync(path.join(OUT, 'eml', row.file), eml);
        rows.push(
          [row.file, split, source.id, row.ats, row.delivery, row.company, row.job, row.outcome]
            .map(csv)
            .join(','),
        );
        tally[split] ??= { received: 0, interview: 0, rejected: 0, offer: 0, other: 0 };
        tally[split]![row.outcome] += 1;
      }
    }
  }
  writeFileSync(path.join(OUT, 'labels.csv'), `${rows.join('\n')}\n`);
  const sourcesCsv = ['source,url,ats,split'].concat(
    SOURCES.map((s) =>
      [
        s.id,
        s.url ?? '(our own: a kind of mail every job seeker gets)',
        s.ats ?? '(generic: sent through several ATS)',
        hash(s.url ?? s.id) % 100 < HELD_OUT_PERCENT ? 'held-out' : 'tuning',
      ]
        .map(csv)
        .join(','),
    ),
  );
  writeFileSync(path.join(OUT, 'sources.csv'), `${sourcesCsv.join('\n')}\n`);
  console.info(`${rows.length - 1} emails`, tally);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
