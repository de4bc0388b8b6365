import { useAdvisingSignups } from '../../../api/admin/operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { ConsoleTable } from '../ConsoleTable.tsx';
import { when } from '../format.ts';

/** Group advising sign-ups, newest first, with each person's tier. */
export default function AdvisingPage() {
  usePageTitle('Group advising');
  const signups = useAdvisingSignups();
  return (
    <section aria-labelledby="advising-title">
      <h1 id="advising-title" className="mb-3">
        Group advising
      </h1>
      <p className="text-muted-strong">
        Members who chose group advising, newest first, with their tier today.
      </p>
      <AnswerState answer={signups} />
      {signups.data && signups.data.signups.length === 0 && (
        <p>No one has signed up for group advising yet.</p>
      )}
      {signups.data && signups.data.signups.length > 0 && (
        <ConsoleTable
          label="Group advising sign-ups, newest first"
          className="table"
          columns={['Member', 'Tier', 'Signed up']}
        >
          {signups.data.signups.map((s) => (
            <tr key={s.id}>
              <td>
                {s.name ? `${s.name} · ` : ''}
                {s.email}
              </td>
              <td>{s.tier ?? 'none'}</td>
              <td className="text-nowrap">{when(s.created_at)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
