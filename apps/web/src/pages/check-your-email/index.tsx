import { Icon } from '../../components/icons.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function CheckYourEmailPage() {
  usePageTitle('Check your email');
  return (
    <div className="container-xl py-5 page-narrow text-center">
      <div className="mb-3 text-primary">
        <Icon name="envelope" size={48} />
      </div>
      <h1 className="mb-3">Check your email</h1>
      <p className="lead text-muted-strong">
        We emailed you a login link. Open it on this device to sign in.
      </p>
      <p className="text-muted">
        It can take a minute to arrive. If you don't see it, check your spam or promotions folder. The link
        works once and expires in 10 minutes.
      </p>
      <p className="mt-4">
        Wrong address or no email? <Link to="/login">Request a new link</Link>.
      </p>
    </div>
  );
}
