// Addresses and route patterns: the part of React Router's path handling the app uses, with its rules (patterns are
// case-insensitive, ':x' is one segment, ':x?' an optional one, a trailing '*' the rest of the path).

/** Where the app is: the address's parts, the state it was pushed with and a key that is new for each visit. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the entry the page was opened on; a fresh key for every navigation after. */
  key: string;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A link's target: a path (absolute, relative to the current route, or only '?query'), or its parts. */
export type To = string | Partial<Path>;

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  /** That part without what a trailing '*' matched: where nested routes start. */
  pathnameBase: string;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

export const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** `relative` ('a/b', '../c', '.') from `base`, an absolute pathname. */
function resolvePathname(relative: string, base: string): string {
  const segments = base.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The path `to` leads to: an absolute path as it is; a relative one from the route it is used in (`routeBase`);
 * one with no pathname (only '?query' or '#hash') stays on the current pathname.
 */
export function resolveTo(to: To, routeBase: string, currentPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : { ...to };
  const target = parts.pathname;
  const pathname =
    target === undefined || target === ''
      ? currentPathname
      : target.startsWith('/')
        ? target
        : resolvePathname(target, routeBase);
  return { pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
}

/** Each segment decoded once, an encoded '/' kept encoded so it stays inside its segment. */
function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The regular expression of a pattern and the names of its parameters, in order ('*' for the rest). */
function compile(pattern: string, end: boolean): [RegExp, { name: string; optional: boolean }[]] {
  const params: { name: string; optional: boolean }[] = [];
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      params.push({ name, optional: optional !== undefined });
      return optional ? '(?:/([^\\/]*))?' : '/([^\\/]+)';
    })}`;
  if (pattern.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (pattern !== '' && pattern !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return [new RegExp(source, 'i'), params];
}

/** Does `pathname` match `pattern` (to its end, unless `end` is false)? Its parameters and matched part if so. */
export function matchPath(pattern: string, pathname: string, end = true): PathMatch | null {
  const [matcher, names] = compile(pattern, end);
  const match = decodePath(pathname).match(matcher);
  if (!match) return null;
  const matched = match[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach(({ name, optional }, i) => {
    const value = match[i + 1];
    if (name === '*') {
      pathnameBase = matched.slice(0, matched.length - (value ?? '').length).replace(/(.)\/+$/, '$1');
    }
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}
