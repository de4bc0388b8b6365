import type { ReactNode } from 'react';
import { NavLink } from '../../lib/router/index.ts';
import { ADMIN_SECTIONS } from './sections.ts';
import './admin.scss';

/**
 * The console's frame: the sections' navigation beside the page (a column from 992px, a row that scrolls
 * sideways on a phone) and the page itself. Plain links, so Tab and Enter move through it.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container-xl py-4 admin-console">
      <div className="row g-4">
        <div className="col-lg-2">
          <p className="admin-console-title mb-2" aria-hidden="true">
            Operator console
          </p>
          <nav aria-label="Operator console">
            <ul className="nav nav-pills admin-nav flex-lg-column">
              {ADMIN_SECTIONS.map((section) => (
                <li className="nav-item" key={section.path}>
                  <NavLink
                    to={section.path ? `/admin/${section.path}` : '/admin'}
                    end={!section.path}
                    className="nav-link"
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="col-lg-10 admin-page">{children}</div>
      </div>
    </div>
  );
}
