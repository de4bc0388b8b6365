import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useSendInvite } from '../../api/account/account.ts';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';

export const NO_INVITES_LEFT = 'No more invites remaining';

/** Email an invite: 200 refreshes the list and shows the message, 208 shows the message only (spec §4). */
export function InviteForm({ remaining }: { remaining: number }) {
  const sendInvite = useSendInvite();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ variant: string; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remaining <= 0) {
      setMessage({ variant: 'warning', text: NO_INVITES_LEFT });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const outcome = await sendInvite(email.trim());
      if (outcome.status === 200) {
        setEmail('');
        setMessage({ variant: 'success', text: outcome.message });
      } else if (outcome.status === 208) {
        setMessage({ variant: 'warning', text: outcome.message });
      } else {
        setMessage({ variant: 'danger', text: outcome.message });
      }
    } catch (err) {
      // A failed request is only logged (spec §8).
      console.error('sending the invite failed', err);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={onSubmit}>
      <Form.Label htmlFor="invite-email">Invite by email</Form.Label>
      <InputGroup>
        <Form.Control
          id="invite-email"
          type="email"
          required
          autoComplete="off"
          placeholder="friend@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={remaining <= 0}
        />
        <PendingButton type="submit" pending={pending} disabled={remaining <= 0}>
          Send invite
        </PendingButton>
      </InputGroup>
      {remaining <= 0 && !message && <p className="text-muted-strong small mt-2 mb-0">{NO_INVITES_LEFT}</p>}
      {message && (
        <Alert
          variant={message.variant}
          className="py-2 mt-3 mb-0"
          role={message.variant === 'success' ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      )}
    </Form>
  );
}
