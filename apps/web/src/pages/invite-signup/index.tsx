import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { inviteSignup } from '../../api/account/account.ts';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import '../../components/sign-in/sign-in.scss';
import { PendingButton } from '../../components/pending-button/PendingButton.tsx';
import { EmailField } from '../../components/sign-in/EmailField.tsx';

/** Sign-up by invite code (spec §2): the code comes prefilled from /invite-signup/{code}. */
export default function InviteSignupPage() {
  usePageTitle('Sign up with an invite');
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [inviteCode, setInviteCode] = useState(code);
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ variant: 'warning' | 'danger'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    const outcome = await inviteSignup({
      inviteCode: inviteCode.trim(),
      firstName: firstName.trim(),
      email: email.trim(),
    });
    setPending(false);
    if (outcome.status === 200) navigate('/check-your-email');
    else setMessage({ variant: outcome.status === 208 ? 'warning' : 'danger', text: outcome.message });
  }

  return (
    <div className="container-xl py-5">
      <div className="sign-in-card">
        <h1 className="h3 mb-1 text-center">You're invited</h1>
        <p className="text-muted-strong text-center mb-4">
          Create your free Upstream account with the invite code a member sent you.
        </p>
        <Form onSubmit={onSubmit}>
          {message && (
            <Alert variant={message.variant} className="py-2" role="alert">
              {message.text}
            </Alert>
          )}
          <Form.Group controlId="invite-code" className="mb-3">
            <Form.Label>Invite Code</Form.Label>
            <Form.Control
              required
              autoComplete="off"
              spellCheck={false}
              value={inviteCode}
              onChange={(e) => setInviteCode(e.target.value)}
            />
          </Form.Group>
          <Form.Group controlId="invite-first-name" className="mb-3">
            <Form.Label>First Name</Form.Label>
            <Form.Control
              required
              autoComplete="given-name"
              maxLength={100}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
          </Form.Group>
          <EmailField controlId="invite-email" value={email} onChange={setEmail} />
          <PendingButton type="submit" className="w-100 py-2" pending={pending}>
            Continue
          </PendingButton>
        </Form>
        <p className="text-center mt-4 mb-0">
          No invite? <Link to="/waitlist">Join the waitlist</Link> · <Link to="/">Home</Link>
        </p>
      </div>
    </div>
  );
}
