import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { isAdmin } from '../../auth/access.ts';
import { NotFound } from '../../components/not-found/NotFound.tsx';
import { Navigate, Route, Routes } from '../../lib/router/index.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { Loading } from './AnswerState.tsx';
import { ADMIN_SECTIONS } from './sections.ts';

// Built once: each section is its own chunk, fetched on its first visit.
const SCREENS = ADMIN_SECTIONS.map((section) => ({ ...section, Screen: lazy(section.load) }));

/**
 * /admin/*: the operator console, for admins only (the server refuses every other caller on every call; this
 * only spares them the screens). Anyone else sees the not-found page, as for any address that is not theirs.
 */
export default function AdminConsole() {
  const { auth } = useAuth();
  if (!isAdmin(auth)) return <NotFound />;
  const front = SCREENS.find((s) => s.path === '');
  return (
    <AdminLayout>
      <Suspense fallback={<Loading className="py-5 text-center" />}>
        <Routes>
          {SCREENS.filter((s) => s.path).map(({ path, Screen }) => (
            <Route key={path} path={`${path}/*`} element={<Screen />} />
          ))}
          <Route
            index
            element={front ? <front.Screen /> : <Navigate to={`/admin/${SCREENS[0]?.path ?? ''}`} replace />}
          />
          <Route path="*" element={<p className="py-4">There is no such page in the console.</p>} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
