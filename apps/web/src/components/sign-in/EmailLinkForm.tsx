import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { requestSignInLink } from '../../api/account/account.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { PendingButton } from '../pending-button/PendingButton.tsx';
import { EmailField } from './EmailField.tsx';

/** The email field of /login and /signup: asks for a sign-in link and goes to /check-your-email (spec §4). */
export function EmailLinkForm({ submitLabel }: { submitLabel: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const problem = await requestSignInLink(email.trim());
    setPending(false);
    if (problem) setError(problem);
    else navigate('/check-your-email');
  }

  return (
    <Form onSubmit={onSubmit}>
      {error && (
        <Alert variant="danger" className="py-2" role="alert">
          {error}
        </Alert>
      )}
      <EmailField
        controlId={`${id}-email`}
        name="email"
        placeholder="you@example.com"
        value={email}
        onChange={setEmail}
      />
      <PendingButton type="submit" className="w-100 py-2" pending={pending}>
        {submitLabel}
      </PendingButton>
    </Form>
  );
}
