import type { ResourceCategory, ResourceLink } from '@upstream/contract';
import { useResources } from '../../api/content/content.ts';
import { ContentError, ContentHtml, ContentLoading } from '../../components/content/ContentStates.tsx';
import { Link } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const MARKS = [
  { key: 'ai', label: 'AI', className: 'mark-ai', title: 'Has AI features' },
  { key: 'free', label: 'Free tier', className: 'mark-free', title: 'Has a free tier' },
  { key: 'paid', label: 'Paid tier', className: 'mark-paid', title: 'Has a paid tier' },
] as const;

function Marks({ link }: { link: ResourceLink }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {MARKS.filter((m) => link[m.key]).map((m) => (
        <span key={m.key} className={`resource-mark ${m.className}`}>
          {m.label}
        </span>
      ))}
    </span>
  );
}

function CategoryCard({ category }: { category: ResourceCategory }) {
  return (
    <section className="card h-100" aria-labelledby={`res-${category.slug}`}>
      <div className="card-body">
        <h2 id={`res-${category.slug}`} className="h5 card-title">
          {category.title}
        </h2>
        <ContentHtml html={category.html} className="small text-muted-strong mb-3" />
        <ul className="list-unstyled resource-links mb-0">
          {category.links.map((link) => (
            <li key={link.url}>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="fw-semibold">
                  {link.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <Marks link={link} />
              </div>
              <p className="small text-muted mb-0">{link.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function ResourcesPage() {
  usePageTitle('Resources');
  const resources = useResources();
  return (
    <div className="container-xl py-5">
      <h1 className="mb-2">Resources</h1>
      <p className="lead text-muted-strong mb-3">
        The tools and people we recommend most for a job search, in alphabetical order.
      </p>
      <ul className="resource-legend list-unstyled d-flex flex-wrap gap-3 mb-4" aria-label="Legend">
        {MARKS.map((m) => (
          <li key={m.key} className="d-flex align-items-center gap-2 small">
            <span className={`resource-mark ${m.className}`}>{m.label}</span>
            <span className="text-muted">{m.title}</span>
          </li>
        ))}
      </ul>
      {resources.isPending && <ContentLoading />}
      {resources.isError && <ContentError onRetry={() => resources.refetch()} />}
      {resources.data && (
        <div className="row g-4">
          {resources.data.categories.map((category) => (
            <div key={category.slug} className="col-md-6 col-xl-4">
              <CategoryCard category={category} />
            </div>
          ))}
        </div>
      )}
      <div className="card bg-light border-0 mt-5">
        <div className="card-body d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-3">
          <p className="mb-0">Know a tool, a person or a company that belongs here?</p>
          <Link to="/request" className="btn btn-primary">
            Request a resource
          </Link>
        </div>
      </div>
    </div>
  );
}
