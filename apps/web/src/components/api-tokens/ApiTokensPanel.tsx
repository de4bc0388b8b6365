import type { CreatedApiToken } from '@upstream/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../../api/account/api-tokens.ts';
import { CopyField } from '../copy-field/CopyField.tsx';
import { PanelAnswer } from '../panel-answer/PanelAnswer.tsx';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const day = (iso: string | null) => (iso ? when.format(new Date(iso)) : 'Never');
const failed = (err: unknown, fallback: string) => (err instanceof Error ? err.message : fallback);

/** The token just made, shown this once with a copy button. */
function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div className="alert alert-success small" role="alert">
      <p className="mb-2">
        <strong>{created.name}</strong>: copy this token now. Upstream keeps only a fingerprint of it, so it
        cannot be shown again.
      </p>
      <CopyField
        value={created.token}
        what="token"
        fieldLabel={`The new token ${created.name}`}
        buttonText="Copy token"
        primary
        monospace
        className="mb-2"
        onCopied={setCopied}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button variant="success" size="sm" onClick={onDone}>
          Done
        </Button>
        <span role="status" aria-live="polite">
          {copied}
        </span>
      </div>
    </div>
  );
}

/**
 * Personal access tokens: read-only keys for a member's own scripts (search, saved searches, tracked jobs),
 * made with a name, listed with their last use and revoked here.
 */
export function ApiTokensPanel() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setMessage('Give the token a name first: it tells you later what uses it.');
      return;
    }
    setMessage(null);
    create.mutate(name, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
      onError: (err) => setMessage(failed(err, 'The token could not be made. Please try again.')),
    });
  };
  const revokeOne = (id: number, tokenName: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        if (created?.id === id) setCreated(null);
        setMessage(`“${tokenName}” is revoked: scripts using it are refused from now on.`);
      },
      onError: (err) => setMessage(failed(err, 'The token could not be revoked. Please try again.')),
    });

  return (
    <Card as="section" aria-labelledby="settings-api-tokens" className="mb-4">
      <Card.Body>
        <h2 id="settings-api-tokens" className="h5 mb-2">
          API tokens
        </h2>
        <p className="small text-body-secondary">
          A token lets your own scripts read your job search, saved searches and tracked jobs (
          <code>Authorization: Bearer …</code>, described at{' '}
          <a href="/api/docs" className="text-decoration-underline">
            /api/docs
          </a>
          ). It can only read, never change anything. Revoke one you no longer use or that may have leaked.
        </p>
        {created && <NewToken created={created} onDone={() => setCreated(null)} />}
        <Form onSubmit={submit} className="mb-3">
          <Form.Label htmlFor="api-token-name" className="small fw-semibold">
            New token’s name
          </Form.Label>
          <div className="d-flex flex-column flex-sm-row gap-2">
            <Form.Control
              id="api-token-name"
              size="sm"
              value={name}
              maxLength={80}
              placeholder="e.g. Nightly export"
              required
              onChange={(e) => setName(e.target.value)}
            />
            {/* Not disabled while the name is empty: the server renders it so, and a name typed before the page is
                live reaches the app only then, so a tap on a disabled button then was lost (a disabled button
                sends no click to hold). An empty name is answered when submitted. */}
            <Button
              type="submit"
              size="sm"
              variant="outline-primary"
              className="text-nowrap"
              disabled={create.isPending}
            >
              {create.isPending ? 'Creating…' : 'Create token'}
            </Button>
          </div>
        </Form>
        <PanelAnswer
          answer={tokens}
          loading="Loading your tokens…"
          failed="Your tokens could not be loaded. Refresh to try again."
          empty="You have no tokens."
        >
          {(list) => (
            <ul className="list-unstyled mb-0 small" aria-label="Your API tokens">
              {list.map((token) => (
                <li
                  key={token.id}
                  className="d-flex flex-column flex-sm-row justify-content-between gap-1 py-2 border-top"
                >
                  <div>
                    <div className="fw-semibold text-break">{token.name}</div>
                    <div className="text-muted-strong">
                      Read only · created {day(token.created_at)} · last used {day(token.last_used_at)}
                    </div>
                  </div>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    className="align-self-start"
                    disabled={revoke.isPending}
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => revokeOne(token.id, token.name)}
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </PanelAnswer>
        <div className="small mt-2" role="status" aria-live="polite">
          {message}
        </div>
      </Card.Body>
    </Card>
  );
}
