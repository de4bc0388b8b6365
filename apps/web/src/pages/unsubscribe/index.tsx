import type { UnsubscribeView } from '@upstream/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { api, errorMessage } from '../../api/client.ts';
import { Link, useSearchParams } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; view: UnsubscribeView }
  | { kind: 'error'; message: string };

/**
 * The page behind every email's unsubscribe link. Opening it changes nothing (mail scanners open links); the
 * button does. A link of one saved search can also stop all email.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    api('unsubscribeView', undefined, { query: { token } })
      .then((res) => {
        if (!live) return;
        setState(
          res.ok ? { kind: 'ready', view: res.data } : { kind: 'error', message: errorMessage(res.data) },
        );
      })
      .catch(() => live && setState({ kind: 'error', message: 'Something went wrong. Please try again.' }));
    return () => {
      live = false;
    };
  }, [token]);

  async function stop(scope: 'search' | 'all') {
    setPending(true);
    const res = await api('unsubscribe', { token, scope }).catch(() => null);
    setPending(false);
    if (res?.ok) setState({ kind: 'ready', view: res.data });
    else setState({ kind: 'error', message: errorMessage(res?.data) });
  }

  return (
    <div className="container-xl py-5" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-4">Unsubscribe</h1>
      {state.kind === 'loading' && <Spinner animation="border" role="status" aria-label="Loading" />}
      {state.kind === 'error' && (
        <Alert variant="danger" role="alert">
          {state.message}
        </Alert>
      )}
      {state.kind === 'ready' && <Choices view={state.view} pending={pending} onStop={stop} />}
      <p className="mt-4">
        <Link to="/settings">Email settings</Link> · <Link to="/job-search">Job search</Link>
      </p>
    </div>
  );
}

function Choices(props: {
  view: UnsubscribeView;
  pending: boolean;
  onStop: (scope: 'search' | 'all') => void;
}) {
  const { view, pending, onStop } = props;
  if (view.done) {
    return (
      <Alert variant="success" role="status">
        {view.scope === 'search'
          ? `Done. ${view.email} will no longer get the daily email for “${view.search_name}”. The search itself is still saved.`
          : `Done. ${view.email} will no longer get emails from Upstream, apart from sign-in links you ask for.`}
      </Alert>
    );
  }
  return (
    <>
      <p>
        {view.scope === 'search'
          ? `Stop the daily email for your saved search “${view.search_name}” sent to ${view.email}?`
          : `Stop all emails from Upstream to ${view.email}? Sign-in links you ask for still arrive.`}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {view.scope === 'search' && (
          <Button onClick={() => onStop('search')} disabled={pending}>
            Stop emails for this search
          </Button>
        )}
        <Button
          variant={view.scope === 'search' ? 'outline-secondary' : 'primary'}
          onClick={() => onStop('all')}
          disabled={pending}
        >
          Unsubscribe from all email
        </Button>
      </div>
    </>
  );
}
