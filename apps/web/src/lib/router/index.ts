// The app's router: the parts of React Router's declarative API the screens use (links, hooks, nested <Routes>,
// the browser's, server's and tests' routers), over the History API. React Router was ~10 KB compressed of every
// first visit's scripts (issue 25's budget), most of it for data routers the app does not use.
export { useLocation, useNavigate, useParams, useSearchParams } from './hooks.ts';
export { Link, NavLink } from './links.tsx';
export { type Location, matchPath, type To } from './path.ts';
export { BrowserRouter, MemoryRouter, StaticRouter } from './routers.tsx';
export { matchRoutes, Navigate, Outlet, Route, type RouteObject, Routes, useRoutes } from './routes.tsx';
