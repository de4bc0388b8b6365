import type { ComponentType } from 'react';

// The console's sections, in the order of its navigation. A section is a folder of pages/admin/ whose index
// is loaded on first visit (its own chunk). `path` is relative to /admin; '' is the console's front page.

export interface AdminSection {
  path: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: 'boards', label: 'Boards', load: () => import('./boards/index.tsx') },
  { path: 'requests', label: 'Requests', load: () => import('./requests/index.tsx') },
  { path: 'waitlist', label: 'Waitlist', load: () => import('./waitlist/index.tsx') },
  { path: 'audit-log', label: 'Audit log', load: () => import('./audit/index.tsx') },
];
