import { createContext, useContext, useEffect } from 'react';

/** Filled in while the server renders a page, so the page's title goes into the HTML it sends. */
export const RenderedHead = createContext<{ title?: string } | null>(null);

export const pageTitle = (title: string) => (title ? `${title} · Upstream` : 'Upstream · Let jobs find you');

export function usePageTitle(title: string): void {
  const head = useContext(RenderedHead);
  if (head) head.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
