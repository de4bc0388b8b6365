import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useChangeInboxAddress, useInboxAddress } from '../../api/inbox/inbox.ts';
import { CopyField, SecretActions } from '../copy-field/CopyField.tsx';
import { PanelAnswer } from '../panel-answer/PanelAnswer.tsx';
import { ReceivedMailList } from './ReceivedMailList.tsx';

/**
 * The member's private forwarding address for hiring mail, how to forward to it from Gmail and Outlook, and
 * what arrived: the tracker follows the applications' emails without Upstream holding the mailbox's password.
 */
export function ForwardingAddressPanel() {
  const address = useInboxAddress();
  const change = useChangeInboxAddress();
  const [message, setMessage] = useState<string | null>(null);

  const act = (what: 'rotate' | 'revoke') =>
    change.mutate(what, {
      onSuccess: () =>
        setMessage(
          what === 'rotate'
            ? 'New address made. The old one no longer receives: update your forwarding rule.'
            : 'Forwarding is off. Mail sent to your old address is refused.',
        ),
      onError: (err) =>
        setMessage(err instanceof Error ? err.message : 'That did not work. Please try again.'),
    });

  if (address.data && !address.data.enabled) return null;
  return (
    <Card as="section" aria-labelledby="settings-inbox" className="mb-4">
      <Card.Body>
        <h2 id="settings-inbox" className="h5 mb-2">
          Job-search email
        </h2>
        <p className="small text-body-secondary">
          Forward the emails about your applications (confirmations, interview invitations, rejections,
          offers) to this private address. Upstream reads each one, moves the job on your tracker with a note
          quoting the email, and asks you when it is unsure. Anyone who knows the address can send to it: get
          a new one if it leaks.
        </p>
        <PanelAnswer
          answer={address}
          loading="Loading your address…"
          failed="Your address could not be loaded. Refresh to try again."
        >
          {({ address: forwardTo }) =>
            forwardTo ? (
              <>
                <CopyField
                  value={forwardTo}
                  what="address"
                  fieldLabel="Your forwarding address"
                  onCopied={setMessage}
                />
                <SecretActions
                  disabled={change.isPending}
                  actions={[
                    { label: 'Get a new address', onClick: () => act('rotate') },
                    { label: 'Stop forwarding', onClick: () => act('revoke'), danger: true },
                  ]}
                />
                <details className="small mt-2">
                  <summary>How to forward from Gmail</summary>
                  <ol className="mt-2">
                    <li>In Gmail, open Settings (the gear) → See all settings → Forwarding and POP/IMAP.</li>
                    <li>
                      Add a forwarding address: paste the address above. Gmail sends it a confirmation code;
                      it appears in the list below within a minute; open it and copy the code back into Gmail.
                    </li>
                    <li>
                      Rather than forwarding everything, make a filter (Filters and blocked addresses → Create
                      a new filter) for your applications' mail, e.g. From:{' '}
                      <code>
                        greenhouse-mail.io OR lever.co OR ashbyhq.com OR myworkday.com OR smartrecruiters.com
                        OR workablemail.com
                      </code>
                      , then choose “Forward it to” this address.
                    </li>
                  </ol>
                </details>
                <details className="small">
                  <summary>How to forward from Outlook</summary>
                  <ol className="mt-2">
                    <li>In Outlook on the web, open Settings → Mail → Rules → Add new rule.</li>
                    <li>
                      Name it “Job search”, add a condition (From contains greenhouse-mail.io, lever.co,
                      ashbyhq.com…, or Subject includes “application”).
                    </li>
                    <li>
                      Add the action “Forward to” and paste the address above; save. You can also forward
                      single emails by hand: Upstream reads Outlook’s and Gmail’s forwards.
                    </li>
                  </ol>
                </details>
              </>
            ) : (
              <Button
                variant="outline-primary"
                size="sm"
                disabled={change.isPending}
                onClick={() => act('rotate')}
              >
                Make a forwarding address
              </Button>
            )
          }
        </PanelAnswer>
        <div className="small mt-1" role="status" aria-live="polite">
          {message}
        </div>
        <ReceivedMailList />
      </Card.Body>
    </Card>
  );
}
