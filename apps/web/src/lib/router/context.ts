import { createContext, type ReactNode } from 'react';
import type { Location, Params, Path } from './path.ts';

/** How a router moves: push a new entry, replace the current one, or go back and forth in the history. */
export interface Navigator {
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  go(delta: number): void;
}

export interface RouterValue {
  location: Location;
  navigator: Navigator;
}

export const RouterContext = createContext<RouterValue | null>(null);

/** The route a component renders in: its parameters (with its parents'), where it starts, and its child's element. */
export interface RouteValue {
  params: Params;
  pathnameBase: string;
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteValue>({ params: {}, pathnameBase: '/', outlet: null });
