import { lazy, type ReactElement, useCallback, useEffect, useRef, useState } from 'react';
import { Island, useHydrating } from '../../boot/Island.tsx';
import { preloadDialog } from '../../components/modal/Modal.tsx';
import type { SearchFormProps } from '../../components/search-form/SearchForm.tsx';

// The search form as an island (boot/Island.tsx): its code (the form, its multi-selects and keyword chips) is
// fetched when it comes into view, not with the page, and it hydrates on its own once that code is in. On a phone
// it is not on the page at all until the search box opens it (a dialog, rendered in the browser). Whatever is done
// in it meanwhile (keywords typed, Enter, a box ticked, Search) is held and done again once it is live
// (early-input.ts).

const loadSearchForm = () => import('../../components/search-form/SearchForm.tsx');
// The dialog's code comes with the form's: a visitor's "Save search" opens the sign-up prompt.
const SearchForm = lazy(() => {
  preloadDialog();
  return loadSearchForm().then((m) => ({ default: m.SearchForm }));
});

/** Start fetching the form's code and the dialog's (the phone's search box, when first approached). */
export function preloadSearchForm() {
  void loadSearchForm();
  preloadDialog();
}

/** Says once the island's content has hydrated (or rendered). */
function Awake({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

function Loading() {
  return (
    <p className="text-muted" role="status">
      Loading the search form…
    </p>
  );
}

/**
 * The form, with what the page passes it held as it was when the page hydrated until the island is live: a change
 * reaching an island still asleep (the member's email count arriving, a new callback) would make React throw away
 * its server markup and render it again from scratch, dropping what was typed in it. So until then this renders the
 * very element it rendered first, which React leaves alone; once the island is live the form gets the page's props.
 */
export function SearchFormIsland({ formKey, ...props }: SearchFormProps & { formKey: string }) {
  const hydrating = useHydrating();
  const [live, setLive] = useState(!hydrating);
  const wake = useCallback(() => setLive(true), []);
  const held = useRef<ReactElement | null>(null);
  if (live || !held.current) {
    held.current = (
      <Island wake="visible" fallback={<Loading />}>
        <SearchForm key={formKey} {...props} />
        <Awake then={wake} />
      </Island>
    );
  }
  return held.current;
}
