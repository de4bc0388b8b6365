import {
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from '../lib/router/index.ts';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_WAKE,
  ISLAND_WAKE_ATTRIBUTE,
} from './islands.ts';

// A part of a server-rendered page that hydrates on its own, later than the screen around it: the page answers
// taps sooner when a phone hydrates only what a person can see and touch. Until it hydrates, the server's markup
// stands as it is (React keeps a Suspense boundary's server HTML while its content waits), and what a person does
// inside it is held by the page's boot script and done again once it is live (early-input.ts).

/**
 * When the island hydrates: at once (when its code is in), on coming near the screen (or, failing that, when the
 * browser is idle once the page has settled), on coming near the screen only ('near': one of a hundred cards on a
 * board, whose idle sweep would keep a phone busy for seconds), or when first used.
 */
export type IslandWake = 'now' | 'visible' | 'near' | 'used';

/** A promise that React reads as settled at once once it is (its `status`), so `use` does not suspend on it. */
type Settling = Promise<void>;

interface Gate {
  open: boolean;
  opened: Settling;
  let(): void;
}

const settled = (promise: Settling): Settling =>
  Object.assign(promise, { status: 'fulfilled' as const, value: undefined });
const OPEN: Settling = settled(Promise.resolve());

function createGate(open: boolean): Gate {
  let resolve = () => {};
  const gate: Gate = {
    open,
    opened: open ? OPEN : new Promise<void>((r) => (resolve = r)),
    let() {
      gate.open = true;
      settled(gate.opened);
      resolve();
    },
  };
  return gate;
}

const noSubscription = () => () => {};
/**
 * Whether React is hydrating this part (or rendering it on the server): the store's server snapshot is read then,
 * its client snapshot in every render of the browser's own.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * The island's content, held back while hydrating until the gate opens. A render of the browser's own (the page
 * was client-rendered, or React re-renders the part from scratch) shows it at once: there is no server markup to
 * keep.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  // `use` on every render (React asks it of a component that has suspended once), on an open promise when not held.
  use(hydrating && !gate.open && typeof window !== 'undefined' ? gate.opened : OPEN);
  return children;
}

/**
 * Marks the island live once its content has hydrated (or rendered), for the boot script to hand over what it held.
 * A passive effect: in a render of the browser's own the island's element mounts in the same commit, and its ref is
 * set only after its children's layout effects.
 */
function Live({ island }: { island: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    island.current?.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    document.dispatchEvent(new Event(ISLAND_LIVE));
  }, [island]);
  return null;
}

// How far below the screen an island starts hydrating: one scroll's worth, so it is live before it is reached.
const NEAR = '0px 0px 50% 0px';

// One observer for every island of the page, not one each: a board of a hundred cards made and fed a hundred
// observers in the commit that ends its hydration.
const approaching = new Map<Element, () => void>();
let nearObserver: IntersectionObserver | undefined;
function whenNear(island: Element, open: () => void): () => void {
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) approaching.get(entry.target)?.();
    },
    { rootMargin: NEAR },
  );
  approaching.set(island, open);
  nearObserver.observe(island);
  return () => {
    approaching.delete(island);
    nearObserver?.unobserve(island);
  };
}

// The islands still asleep once the page has settled wake one at a time when the browser is idle: the first seconds
// belong to what is on screen, and a search made later does not first wait for every card it replaces to hydrate.
const SETTLED_AFTER_MS = 3000;
const sleepers = new Set<() => void>();
let waking = false;
function wakeWhenIdle(open: () => void) {
  sleepers.add(open);
  if (waking) return;
  waking = true;
  const idle = (then: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(then) : setTimeout(then, 50);
  const next = () => {
    const [first] = sleepers;
    if (!first) {
      waking = false;
      return;
    }
    sleepers.delete(first);
    first();
    idle(next);
  };
  setTimeout(() => idle(next), SETTLED_AFTER_MS);
}

export function Island({
  as: Tag = 'div',
  wake,
  className,
  labelledBy,
  fallback = null,
  children,
}: {
  /** The island's element (the server's too): an `li` in a list, a `div` elsewhere. */
  as?: 'div' | 'li';
  wake: IslandWake;
  className?: string;
  /** The id of the element that names the island (its `aria-labelledby`), e.g. a card's title. */
  labelledBy?: string;
  /** Shown in a render of the browser's own while the content's code loads. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const [gate] = useState(() => createGate(wake === 'now'));
  // A navigation reaches every part of the page, asleep or not: React must then hydrate an island still asleep
  // before it can render the new page (a transition would wait for it for ever), so the island wakes as the
  // navigation renders it.
  const { key } = useLocation();
  const [openedAt] = useState(key);
  if (key !== openedAt && !gate.open) gate.let();
  useEffect(() => {
    const island = ref.current;
    if (!island || gate.open || island.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) return;
    let unobserve: (() => void) | undefined;
    const open = () => {
      stop();
      gate.let();
    };
    const stop = () => {
      island.removeEventListener(ISLAND_WAKE, open);
      unobserve?.();
      sleepers.delete(open);
    };
    // Woken before it listened (the boot script held a tap in it while the screen hydrated).
    if (island.hasAttribute(ISLAND_WAKE_ATTRIBUTE)) return open();
    island.addEventListener(ISLAND_WAKE, open);
    if ((wake === 'visible' || wake === 'near') && typeof IntersectionObserver !== 'undefined') {
      unobserve = whenNear(island, open);
      if (wake === 'visible') wakeWhenIdle(open);
    }
    return stop;
  }, [gate, wake]);
  const attributes = { [ISLAND_ATTRIBUTE]: '' };
  return (
    <Tag
      ref={ref as RefObject<HTMLDivElement & HTMLLIElement>}
      className={className}
      aria-labelledby={labelledBy}
      {...attributes}
    >
      <Suspense fallback={fallback}>
        <Gated gate={gate}>{children}</Gated>
        <Live island={ref} />
      </Suspense>
    </Tag>
  );
}
