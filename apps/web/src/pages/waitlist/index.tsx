import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { joinWaitlist } from '../../api/account/account.ts';
import { useClientConfig } from '../../api/config/client-config.ts';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import '../../components/sign-in/sign-in.scss';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';
import { EmailField } from '../../components/sign-in/EmailField.tsx';

/** A signed-out visitor asks for beta access with their email (DESIGN §1). */
export default function WaitlistPage() {
  usePageTitle('Join the waitlist');
  const { accessMode } = useClientConfig();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setResult(await joinWaitlist(email.trim()));
    setPending(false);
  }

  return (
    <div className="container-xl py-5">
      <div className="sign-in-card">
        <h1 className="h3 mb-2 text-center">Join the waitlist</h1>
        {accessMode === 'invite' ? (
          <p className="text-muted-strong text-center mb-4">
            Upstream is in beta. Access is by invite from a current member or after a 1:1 onboarding with the
            founder. Leave your email and, when a spot opens up, we'll email you a link to sign in.
          </p>
        ) : (
          <p className="text-muted-strong text-center mb-4">
            Upstream is open to everyone: there's no need to wait.{' '}
            <Link to="/signup" className="text-decoration-underline">
              Sign up free
            </Link>{' '}
            and start searching now.
          </p>
        )}
        {result?.ok ? (
          <Alert variant="success" role="status">
            {result.message}
          </Alert>
        ) : (
          <Form onSubmit={onSubmit}>
            {result && (
              <Alert variant="danger" className="py-2" role="alert">
                {result.message}
              </Alert>
            )}
            <EmailField controlId="waitlist-email" value={email} onChange={setEmail} />
            <PendingButton type="submit" className="w-100 py-2" pending={pending}>
              Join the waitlist
            </PendingButton>
          </Form>
        )}
        <p className="text-center mt-4 mb-0">
          Have an invite code? <Link to="/invite-signup">Use invite code</Link>
        </p>
      </div>
    </div>
  );
}
