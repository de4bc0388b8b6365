import { GROUP_ADVISING, ONE_ON_ONE_ADVISING_PRICE_PER_HOUR } from '@upstream/contract';
import { useClientConfig } from '../../api/config/client-config.ts';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function AdvisingPage() {
  usePageTitle('Advising');
  const { founderName, schedulingUrl } = useClientConfig();
  return (
    <div className="container-xl py-5">
      <h1 className="mb-2">Advising</h1>
      <p className="lead text-muted-strong mb-4">
        Get help with your search from someone who reads job postings for a living.
      </p>
      <div className="row g-4">
        <div className="col-lg-6">
          <section className="card h-100 advising-card" aria-labelledby="group-advising">
            <div className="card-body d-flex flex-column">
              <h2 id="group-advising" className="h4">
                Group Advising
              </h2>
              <p className="advising-price mb-1">
                <strong>Free</strong> for beta users
              </p>
              <p className="text-muted mb-3">${GROUP_ADVISING.price}/mo for everyone else</p>
              <ul className="mb-4">
                <li>Weekly, {GROUP_ADVISING.hours} hour</li>
                <li>Groups of up to {GROUP_ADVISING.maxPeople} job seekers</li>
                <li>Bring your questions: resumes, outreach, interviews and offers</li>
              </ul>
              <div className="mt-auto">
                <Link to="/group-advising-confirmation" className="btn btn-primary btn-lg">
                  {GROUP_ADVISING.slot}
                </Link>
              </div>
            </div>
          </section>
        </div>
        <div className="col-lg-6">
          <section className="card h-100 advising-card" aria-labelledby="one-on-one-advising">
            <div className="card-body d-flex flex-column">
              <h2 id="one-on-one-advising" className="h4">
                1:1 Advising
              </h2>
              <p className="advising-price mb-1">
                <strong>${ONE_ON_ONE_ADVISING_PRICE_PER_HOUR}</strong>/hr
              </p>
              <p className="text-muted mb-3">Pick a time that suits you</p>
              <ul className="mb-4">
                <li>A full hour on your search, one to one</li>
                <li>Resume and LinkedIn review, target companies, mock interviews</li>
                <li>A written plan afterwards</li>
              </ul>
              <div className="mt-auto">
                {schedulingUrl ? (
                  <a
                    href={schedulingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-outline-primary btn-lg"
                  >
                    Schedule<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="text-muted">Scheduling opens shortly.</span>
                )}
              </div>
            </div>
          </section>
        </div>
      </div>
      <section className="card bg-light border-0 mt-4" aria-labelledby="advisor-bio">
        <div className="card-body">
          <h2 id="advisor-bio" className="h5">
            Your advisor
          </h2>
          <p className="mb-2">
            {capitalise(founderName)} built Upstream after a job search of their own showed how few cold
            applications lead anywhere: less than 2% turn into an interview. Since then they have reviewed
            thousands of resumes and coached job seekers from new graduates to directors on outreach,
            interviewing and negotiating offers.
          </p>
          <p className="mb-0">Every group session and every 1:1 hour is run by {founderName} personally.</p>
        </div>
      </section>
    </div>
  );
}
