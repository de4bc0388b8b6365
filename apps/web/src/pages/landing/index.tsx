import { groupDigits, LANDING_FALLBACK_COMPANIES, LANDING_FALLBACK_JOBS } from '@upstream/contract';
import { useJobCounts, useTotalCounts } from '../../api/jobs/jobs.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { authStatus } from '../../auth/access.ts';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useCountUp } from './useCountUp.ts';
import './landing.scss';

function Stat({ label, value }: { label: string; value: number }) {
  const shown = useCountUp(value);
  return (
    <div className="col-6 col-md-3">
      <div className="stat-card card h-100 text-center">
        <div className="card-body">
          <p className="stat-value mb-1" aria-hidden="true">
            {groupDigits(shown)}
          </p>
          {/* Screen readers hear the final number once, not every frame of the count. */}
          <p className="stat-label mb-0">
            <span className="visually-hidden">{groupDigits(value)} </span>
            {label}
          </p>
        </div>
      </div>
    </div>
  );
}

const FEATURES = [
  {
    title: 'Straight from the source',
    text: 'Jobs come from company career pages and job boards, not aggregators, and anything not checked in 14 days is gone.',
  },
  {
    title: 'Filters that fit how you look',
    text: 'Job function, level, type, city, company, industry and title keywords. Save any search and come back to it.',
  },
  {
    title: 'A daily email at 10am ET',
    text: 'Only jobs posted in the past 24 hours that match your saved searches, at most 50, sorted by job function.',
  },
  {
    title: 'Your search in one place',
    text: 'Save, hide and flag jobs, track each application from outreach to offer, and keep timestamped notes.',
  },
];

const STEPS = [
  { title: 'Sign Up Free', text: 'Create a free account with your email. No credit card, no password.' },
  { title: 'Set Your Criteria', text: 'Pick the functions, levels, cities and keywords you care about.' },
  { title: 'Get Daily Alerts', text: 'New matching jobs land in your inbox every morning at 10am ET.' },
  { title: 'Apply & Track', text: 'Apply at the source, then track statuses and notes as you go.' },
];

const TESTIMONIALS = [
  {
    quote:
      'I stopped refreshing five job boards every morning. The 10am email has exactly the roles I want, posted yesterday, and nothing else.',
    who: 'Product manager, beta user',
  },
  {
    quote:
      'Seeing jobs straight from company pages meant I applied on day one instead of week three. That changed my response rate.',
    who: 'Data analyst, beta user',
  },
  {
    quote:
      'The tracker and notes kept six interview loops straight for me. I always knew who I had talked to and what came next.',
    who: 'Software engineer, beta user',
  },
];

/** The landing page (spec §2): hero, live totals, features, how it works, testimonials, calls to action. */
export default function LandingPage() {
  usePageTitle('');
  const { auth } = useAuth();
  const signedIn = authStatus(auth) === 'signed-in';
  const totals = useTotalCounts();
  const today = useJobCounts();

  const totalJobs = totals.data?.total_jobs ?? LANDING_FALLBACK_JOBS;
  const totalCompanies = totals.data?.total_companies ?? LANDING_FALLBACK_COMPANIES;
  const newJobs = today.data?.job_search_count ?? 0;
  const newCompanies = today.data?.job_company_count ?? 0;

  const primary = signedIn
    ? { to: '/job-search', label: 'Browse Jobs' }
    : { to: '/job-search', label: 'Browse Jobs (Free)' };
  const secondary = signedIn
    ? { to: '/resources', label: 'View Resources' }
    : { to: '/signup', label: 'Sign Up (Also Free!)' };
  const final = signedIn
    ? { to: '/job-search', label: 'Browse Jobs' }
    : { to: '/signup', label: 'Get Started Free' };

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="hero-title">
        <div className="container-xl py-5 text-center">
          <p className="landing-kicker">A career platform in beta</p>
          <h1 id="hero-title" className="display-4 fw-bold mb-3">
            Let jobs find you
          </h1>
          <p className="lead mx-auto mb-4 landing-lead">
            Current jobs straight from company career pages, filtered your way, and a daily email of the new
            ones that match.
          </p>
          <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
            <Link to={primary.to} className="btn btn-primary btn-lg">
              {primary.label}
            </Link>
            <Link to={secondary.to} className="btn btn-outline-primary btn-lg">
              {secondary.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="container-xl py-4" aria-label="Jobs on Upstream">
        <div className="row g-3 justify-content-center">
          <Stat label="Total Jobs Available" value={totalJobs} />
          <Stat label="Companies Hiring" value={totalCompanies} />
          {newJobs > 0 && <Stat label="New Jobs Today" value={newJobs} />}
          {newJobs > 0 && <Stat label="Companies Today" value={newCompanies} />}
        </div>
      </section>

      <section className="container-xl py-5" aria-labelledby="features-title">
        <h2 id="features-title" className="h3 text-center mb-4">
          Why job seekers use Upstream
        </h2>
        <div className="row g-4">
          {FEATURES.map((f) => (
            <div key={f.title} className="col-md-6 col-lg-3">
              <h3 className="h5">{f.title}</h3>
              <p className="text-muted-strong mb-0">{f.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="landing-steps py-5" aria-labelledby="steps-title">
        <div className="container-xl">
          <h2 id="steps-title" className="h3 text-center mb-4">
            How it works
          </h2>
          <ol className="row g-4 list-unstyled mb-0">
            {STEPS.map((s, i) => (
              <li key={s.title} className="col-sm-6 col-lg-3">
                <div className="step card h-100">
                  <div className="card-body">
                    <span className="step-number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <h3 className="h5 mt-2">{s.title}</h3>
                    <p className="mb-0 text-muted-strong">{s.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-xl py-5" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title" className="h3 text-center mb-4">
          What people say
        </h2>
        <div className="row g-4">
          {TESTIMONIALS.map((t) => (
            <figure key={t.who} className="col-md-4 mb-0">
              <div className="testimonial card h-100">
                <div className="card-body">
                  <blockquote className="mb-3">“{t.quote}”</blockquote>
                  <figcaption className="small text-muted-strong">— {t.who}</figcaption>
                </div>
              </div>
            </figure>
          ))}
        </div>
      </section>

      <section className="container-xl pb-5" aria-labelledby="resources-title">
        <div className="landing-resources card">
          <div className="card-body d-flex flex-column flex-md-row align-items-md-center gap-3">
            <div className="flex-grow-1">
              <h2 id="resources-title" className="h4">
                More than a job list
              </h2>
              <p className="mb-0 text-muted-strong">
                Resume tools, interview prep, company research and more, curated and kept alphabetical.
              </p>
            </div>
            <Link to="/resources" className="btn btn-outline-primary">
              Explore resources
            </Link>
          </div>
        </div>
      </section>

      <section className="landing-final py-5 text-center" aria-labelledby="final-title">
        <div className="container-xl">
          <h2 id="final-title" className="h3 mb-3">
            Your next role is already posted somewhere
          </h2>
          <p className="mb-4">Let Upstream bring it to you each morning.</p>
          <Link to={final.to} className="btn btn-light btn-lg">
            {final.label}
          </Link>
        </div>
      </section>
    </div>
  );
}
