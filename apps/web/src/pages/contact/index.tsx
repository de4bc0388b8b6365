import { useClientConfig } from '../../api/config/client-config.ts';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function ContactPage() {
  usePageTitle('Contact');
  const { contactEmail, founderName } = useClientConfig();
  return (
    <div className="container-xl py-5 page-narrow">
      <h1 className="mb-3">Contact</h1>
      <p className="lead">
        For all issues — a bug, a billing question, a missing company or an idea — email {founderName}{' '}
        directly.
      </p>
      <p>
        <a className="btn btn-primary" href={`mailto:${contactEmail}`}>
          Email {contactEmail}
        </a>
      </p>
      <p className="text-muted">Upstream is in beta; every email is read and answered by a person.</p>
      <p className="mb-0">
        Missing a company's job board or a tool? The <Link to="/request">request form</Link> goes straight to
        the list of what we add next.
      </p>
    </div>
  );
}
