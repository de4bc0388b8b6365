import { useEffect, useRef, useState } from 'react';
import { useClientConfig } from '../../api/config/client-config.ts';
import { sendGroupAdvisingAlert } from '../../api/content/content.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { isMember } from '../../auth/access.ts';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** Thanks for choosing group advising; on load it tells the founder (spec §2, §7). */
export default function GroupAdvisingConfirmationPage() {
  usePageTitle('Group Advising');
  const { auth } = useAuth();
  const { founderName, contactEmail } = useClientConfig();
  const member = isMember(auth);
  const [failed, setFailed] = useState(false);
  const posted = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (!member || posted.current) return;
    posted.current = true;
    sendGroupAdvisingAlert()
      .then((ok) => setFailed(!ok))
      .catch(() => setFailed(true));
  }, [member]);

  if (!member) {
    return (
      <div className="container-xl py-5 page-narrow">
        <h1 className="mb-3">Join Group Advising</h1>
        <p className="lead">Sign in so we know who to send the invite to.</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/signup" className="btn btn-primary">
            Sign Up (Also Free!)
          </Link>
          <Link to="/login" className="btn btn-outline-primary">
            Login
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-xl py-5 page-narrow">
      <h1 className="mb-3">Thanks for joining Group Advising!</h1>
      <p className="lead">
        We've let {founderName} know. You'll get an email with the invite for the next session, Thursday at
        4pm ET.
      </p>
      {failed && (
        <p className="alert alert-warning" role="alert">
          We couldn't reach {founderName} just now. Email{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and we'll add you to the next session.
        </p>
      )}
      <p>While you wait, these are good places to start:</p>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/resources" className="btn btn-primary">
          Browse Resources
        </Link>
        <Link to="/job-search" className="btn btn-outline-primary">
          Search Jobs
        </Link>
      </div>
    </div>
  );
}
