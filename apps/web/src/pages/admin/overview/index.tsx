import type { OverviewResponse } from '@upstream/contract';
import type { ReactNode } from 'react';
import { useOverview } from '../../../api/admin/operations.ts';
import { Link } from '../../../lib/router/index.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { when } from '../format.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { DailyChart } from './Chart.tsx';
import './overview.scss';
import { AnswerState } from '../AnswerState.tsx';
import { ConsoleTable } from '../ConsoleTable.tsx';

const short = (day: string) => day.slice(5);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The service at a glance: jobs, boards, members, emails and today's digest run. */
export default function OverviewPage() {
  usePageTitle('Console overview');
  const overview = useOverview();
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" className="mb-3">
        Overview
      </h1>
      <AnswerState answer={overview} />
      {overview.data && <Figures data={overview.data} />}
    </section>
  );
}

function Figures({ data }: { data: OverviewResponse }) {
  const days = data.jobs.map((d) => short(d.day));
  const digest = data.digest_today;
  const unhealthy = data.boards.reduce((n, b) => n + b.failing, 0);
  return (
    <>
      <ul className="admin-totals list-unstyled row g-3 mb-4">
        <Total label="Open jobs" value={data.totals.open_jobs} />
        <Total label="Companies hiring" value={data.totals.companies} />
        <Total label="People signed up" value={data.totals.members} />
        <Total
          label="Jobs awaiting review"
          value={data.totals.flagged_jobs}
          link={data.totals.flagged_jobs ? <Link to="/admin/flagged">Review flags</Link> : null}
        />
      </ul>

      <div className="row g-4">
        <Panel title="Jobs, last 30 days">
          <DailyChart
            title="Open jobs per day, last 30 days"
            labels={days}
            series={[{ label: 'Open', values: data.jobs.map((d) => d.open) }]}
          />
          <DailyChart
            title="Jobs added and closed per day, last 30 days"
            kind="bar"
            labels={days}
            series={[
              { label: 'Added', values: data.jobs.map((d) => d.added) },
              { label: 'Closed', values: data.jobs.map((d) => d.closed) },
            ]}
          />
          <DayTable
            caption="Jobs per day"
            headers={['Open', 'Added', 'Closed']}
            rows={data.jobs.map((d) => [d.day, d.open, d.added, d.closed])}
          />
        </Panel>

        <Panel title="Emails, last 30 days">
          <DailyChart
            title="Emails sent, failed, opened and clicked per day, last 30 days"
            labels={data.emails.map((d) => short(d.day))}
            series={[
              { label: 'Sent', values: data.emails.map((d) => d.sent) },
              { label: 'Failed', values: data.emails.map((d) => d.failed) },
              { label: 'Opened', values: data.emails.map((d) => d.opened) },
              { label: 'Clicked', values: data.emails.map((d) => d.clicked) },
            ]}
          />
          <DayTable
            caption="Emails per day"
            headers={['Sent', 'Failed', 'Opened', 'Clicked']}
            rows={data.emails.map((d) => [d.day, d.sent, d.failed, d.opened, d.clicked])}
          />
        </Panel>

        <Panel title="Members">
          <DailyChart
            title="New people per day, last 30 days"
            kind="bar"
            labels={data.members.map((d) => short(d.day))}
            series={[{ label: 'New', values: data.members.map((d) => d.new) }]}
          />
          <DayTable
            caption="New people per day"
            headers={['New']}
            rows={data.members.map((d) => [d.day, d.new])}
          />
          <h3 className="h6 mt-3">By tier</h3>
          <table className="table table-sm w-auto">
            <caption className="visually-hidden">Members by tier</caption>
            <tbody>
              {data.members_by_tier.map((t) => (
                <tr key={t.tier}>
                  <th scope="row" className="fw-normal">
                    {t.tier}
                  </th>
                  <td>{t.members}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>

        <Panel title="Boards and today’s digest">
          <ScrollRegion label="Boards by ATS and health">
            <table className="table table-sm">
              <caption className="text-body">
                Boards by ATS and health{unhealthy ? ` · ${unhealthy} failing` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">ATS</th>
                  <th scope="col">Healthy</th>
                  <th scope="col">Failing</th>
                  <th scope="col">Disabled</th>
                </tr>
              </thead>
              <tbody>
                {data.boards.map((b) => (
                  <tr key={b.ats}>
                    <th scope="row" className="fw-normal">
                      {b.ats}
                    </th>
                    <td>{b.healthy}</td>
                    <td className={b.failing ? 'text-danger fw-semibold' : undefined}>{b.failing}</td>
                    <td>{b.disabled}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <h3 className="h6 mt-3">Today’s digest</h3>
          {digest ? (
            <p>
              Ran {when(digest.started_at)}: {digest.searches} searches, {digest.emails} emails,{' '}
              {digest.new_jobs} new jobs in {seconds(digest.duration_ms)}
              {digest.failed_emails ? `; ${digest.failed_emails} emails failed` : ''}
              {digest.error ? `; stopped: ${digest.error}` : ''}.{' '}
              <Link to="/admin/digest-runs" className="text-decoration-underline">
                All runs
              </Link>
            </p>
          ) : (
            <p>The daily digest has not run today yet.</p>
          )}
        </Panel>
      </div>
    </>
  );
}

function Total({ label, value, link }: { label: string; value: number; link?: ReactNode }) {
  return (
    <li className="col-6 col-md-3">
      <div className="admin-total border rounded p-3 h-100">
        <div className="small text-muted-strong">{label}</div>
        <div className="fs-3 fw-semibold">{value.toLocaleString('en-US')}</div>
        {link}
      </div>
    </li>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="col-xl-6">
      <div className="border rounded p-3 h-100">
        <h2 className="h5">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** The charts' figures as a table, behind a disclosure. */
function DayTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <details className="mt-2">
      <summary className="small">{caption} as a table</summary>
      <ConsoleTable label={caption} caption=<>{caption}, oldest first</> columns={['Day']}>
        {rows.map(([d, ...values]) => (
          <tr key={d}>
            <th scope="row" className="fw-normal text-nowrap">
              {d}
            </th>
            {values.map((v, i) => (
              <td key={headers[i]}>{v}</td>
            ))}
          </tr>
        ))}
      </ConsoleTable>
    </details>
  );
}
