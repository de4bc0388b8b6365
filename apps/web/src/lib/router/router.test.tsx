import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Link,
  type Location,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './index.ts';

afterEach(cleanup);

describe('matchPath', () => {
  it('matches a pattern to the end, any case, a trailing slash ignored', () => {
    expect(matchPath('/job-search', '/Job-Search/')?.pathname).toBe('/Job-Search/');
    expect(matchPath('/job-search', '/job-search/2')).toBeNull();
  });

  it('reads one segment per parameter, an optional one absent as undefined', () => {
    expect(matchPath('/invite-signup/:code', '/invite-signup/a%20b')?.params).toEqual({ code: 'a b' });
    expect(matchPath('/invite-signup/:code', '/invite-signup')).toBeNull();
    expect(matchPath('/job-search/:page?', '/job-search')?.params).toEqual({ page: undefined });
    expect(matchPath('/job-search/:page?', '/job-search/3')?.params).toEqual({ page: '3' });
  });

  it('takes the rest of the path with a trailing *, and starts nested routes before it', () => {
    expect(matchPath('/admin/*', '/admin/boards/7')).toEqual({
      params: { '*': 'boards/7' },
      pathname: '/admin/boards/7',
      pathnameBase: '/admin',
    });
    expect(matchPath('/admin/*', '/admin')?.params).toEqual({ '*': '' });
    expect(matchPath('/admin/*', '/administrator')).toBeNull();
  });
});

describe('matchRoutes', () => {
  const routes = [
    {
      handle: 'layout',
      children: [
        { path: '/job-search', handle: 'search' },
        { path: '/job-search/:page', handle: 'search' },
        { path: '*', handle: 'not found' },
      ],
    },
  ];
  const handles = (pathname: string) => matchRoutes(routes, { pathname })?.map((m) => m.route.handle);

  it('gives the layout and the first of its children that matches', () => {
    expect(handles('/job-search/2')).toEqual(['layout', 'search']);
    expect(matchRoutes(routes, { pathname: '/job-search/2' })?.at(-1)?.params).toEqual({ page: '2' });
    expect(handles('/nowhere')).toEqual(['layout', 'not found']);
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('links', () => {
  it('a click moves inside the app; the link shows the address it leads to', async () => {
    renderAt('/job-search', <Link to="/tracker?view=board">Tracker</Link>);
    const link = screen.getByRole('link', { name: 'Tracker' });
    expect(link).toHaveAttribute('href', '/tracker?view=board');
    await userEvent.click(link);
    expect(address()).toBe('/tracker?view=board');
  });

  it('a click with a modifier key or into another tab is left to the browser', () => {
    renderAt(
      '/job-search',
      <>
        <Link to="/tracker">Tracker</Link>
        <Link to="/settings" target="_blank">
          Settings
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Tracker' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(address()).toBe('/job-search');
  });

  it('a link to another site is a plain link', async () => {
    renderAt('/', <Link to="https://boards.example.com/jobs/1">Posting</Link>);
    expect(screen.getByRole('link', { name: 'Posting' })).toHaveAttribute(
      'href',
      'https://boards.example.com/jobs/1',
    );
  });

  it('a query-only link keeps the path; a relative one starts from its route', () => {
    renderAt(
      '/onboarding/welcome',
      <Routes>
        <Route
          path="/onboarding/*"
          element={
            <>
              <Link to="?step=2">Same page</Link>
              <Link to="job-search">Next</Link>
            </>
          }
        />
      </Routes>,
    );
    expect(screen.getByRole('link', { name: 'Same page' })).toHaveAttribute(
      'href',
      '/onboarding/welcome?step=2',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/onboarding/job-search');
  });

  it('a NavLink says when it is where we are, on its own path or under it unless `end`', () => {
    renderAt(
      '/admin/boards',
      <>
        <NavLink to="/admin" end>
          Overview
        </NavLink>
        <NavLink to="/admin/boards" className="nav-link">
          Boards
        </NavLink>
        <NavLink to="/admin">Console</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Boards' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Boards' })).toHaveClass('nav-link', 'active');
    expect(screen.getByRole('link', { name: 'Console' })).toHaveClass('active');
  });
});

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/** Every location key the app rendered with. */
const keys: string[] = [];
function Key() {
  keys.push(useLocation().key);
  return null;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ city: ['Austin|TX', 'Boston|MA'] })}>
      {params.get('city') ?? 'anywhere'}
    </button>
  );
}

function Step() {
  const { step, '*': rest } = useParams();
  return <p>{`step ${step} of ${rest}`}</p>;
}

let seen: Location | null = null;
function Seen() {
  seen = useLocation();
  return <Link to="/signup">Sign up</Link>;
}

describe('navigation', () => {
  it('back returns to the address before, with its key', async () => {
    keys.length = 0;
    renderAt(
      '/job-search',
      <>
        <Link to="/job-search/2">Page 2</Link>
        <Back />
        <Key />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(address()).toBe('/job-search/2');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/job-search');
    expect(keys[0]).toBe('default');
    expect(keys.at(-1)).toBe('default');
    expect(new Set(keys).size).toBe(2);
  });

  it('the query setter navigates to the same path with the new query', async () => {
    renderAt('/job-search/2?role=Data', <Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'anywhere' }));
    expect(address()).toBe('/job-search/2?city=Austin%7CTX&city=Boston%7CMA');
    expect(screen.getByRole('button', { name: 'Austin|TX' })).toBeInTheDocument();
  });

  it('nested routes render inside their parent, with every parameter; Navigate redirects', async () => {
    const app = (
      <Routes>
        <Route
          path="/onboarding/*"
          element={
            <Routes>
              <Route path="job-search/:step" element={<Step />} />
              <Route path="*" element={<Navigate to="/onboarding/job-search/first" replace />} />
            </Routes>
          }
        />
      </Routes>
    );
    renderAt('/onboarding/nowhere', app);
    expect(await screen.findByText('step first of job-search/first')).toBeInTheDocument();
    expect(address()).toBe('/onboarding/job-search/first');
  });

  it('a layout route renders its matching child in its outlet; an index route its own path', () => {
    renderAt(
      '/admin',
      <Routes>
        <Route
          path="/admin/*"
          element={
            <main>
              <Routes>
                <Route index element={<h1>Overview</h1>} />
                <Route path="boards/*" element={<h1>Boards</h1>} />
              </Routes>
            </main>
          }
        />
        <Route
          element={
            <section>
              <Outlet />
            </section>
          }
        >
          <Route path="/tracker" element={<h1>Tracker</h1>} />
        </Route>
      </Routes>,
    );
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    cleanup();
    renderAt(
      '/tracker',
      <Routes>
        <Route
          element={
            <section aria-label="layout">
              <Outlet />
            </section>
          }
        >
          <Route path="/tracker" element={<h1>Tracker</h1>} />
        </Route>
      </Routes>,
    );
    expect(screen.getByRole('region', { name: 'layout' })).toContainElement(
      screen.getByRole('heading', { name: 'Tracker' }),
    );
  });

  it('on the server, the page renders at its address and never navigates', () => {
    seen = null;
    render(
      <StaticRouter location="/job-search/3?role=Data#top">
        <Seen />
      </StaticRouter>,
    );
    expect(seen).toMatchObject({
      pathname: '/job-search/3',
      search: '?role=Data',
      hash: '#top',
      key: 'default',
    });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
