import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useContext } from 'react';
import { RouteContext } from './context.ts';
import { useNavigate, useRouter } from './hooks.ts';
import { createPath, resolveTo, type To } from './path.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one (by default only when the target is where we are). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The same origin's path of an absolute URL, or null for another origin's. */
function ownPath(url: string): string | null {
  if (typeof window === 'undefined') return null;
  const parsed = new URL(url.startsWith('//') ? `${window.location.protocol}${url}` : url);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}

/**
 * A link that moves inside the app without reloading the page: a plain left click navigates, and everything else
 * (a new tab, a modifier key, another site) is left to the browser.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { location } = useRouter();
  const { pathnameBase } = useContext(RouteContext);
  const navigate = useNavigate();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const inApp = external ? ownPath(to) : to;
  const path = inApp === null ? null : resolveTo(inApp, pathnameBase, location.pathname);
  const href = path ? createPath(path) : (to as string);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !path) return;
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.button !== 0 || (target && target !== '_self') || modified) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
}

/** A link that knows when it is where we are: class "active" and aria-current="page". */
export function NavLink({ className = '', end = false, to, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const { pathnameBase } = useContext(RouteContext);
  const target = resolveTo(to, pathnameBase, location.pathname).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive && 'active'].filter(Boolean).join(' ');
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
