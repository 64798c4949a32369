import {
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { endHydration, isHydrating, untilHydrationEnds } from '@/lib/hydration';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Deferred<P> {
  Lazy: LazyExoticComponent<ComponentType<P>>;
  visible: Promise<void> | null;
  /** The prerendered HTML, kept to stand in while the code is still loading (see below). */
  snapshot: string | null;
  /** The router location the page was hydrated at. */
  pageKey: string | null;
}

/**
 * A section whose code is not part of the initial bundle (docs/design.md §10.2). In the prerender
 * it renders normally. While the browser hydrates, the section's HTML is kept as it is until the
 * visitor scrolls near it; then its chunk loads and it hydrates. After hydration (client-side
 * navigation) it loads at once.
 */
export function deferredSection<P extends object>(
  anchorId: string,
  load: Loader<P>,
  /** When the code is needed during hydration; by default when on screen or on first interaction. */
  needed: (anchorId: string) => Promise<void> = whenNeeded,
) {
  // A section whose code cannot load (offline, never cached) is left out; the page around it
  // still shows (docs/design.md §5.7).
  const Lazy = lazy(() => load().catch(() => ({ default: LeftOut as ComponentType<P> })));
  const state: Deferred<P> = { Lazy, visible: null, snapshot: null, pageKey: null };

  /**
   * The promise to wait for before this section may render on the page `key`, or null. Decided
   * on the first render during hydration and kept: React retries dehydrated boundaries later (at
   * idle priority), after hydration is over, and those retries must wait too. Only on the page
   * it was prerendered for: a fresh render after a navigation loads at once.
   */
  function pendingOn(key: string): Promise<void> | null {
    if (typeof window !== 'undefined' && isHydrating() && state.visible === null) {
      state.visible = needed(anchorId);
      state.pageKey = key;
    }
    return key === state.pageKey ? state.visible : null;
  }

  function WhenNear(props: P) {
    const pending = pendingOn(useLocation().key);
    // Suspending during hydration leaves the server HTML in place (a dehydrated boundary).
    if (pending) use(pending);
    return <state.Lazy {...props} />;
  }

  return function DeferredSection(props: P) {
    // A navigation before this section hydrates (e.g. a click on an in-page link) changes the
    // router's context, and React then renders the boundary on the client, replacing the server
    // HTML with the fallback until the code arrives. A static copy of that HTML as the fallback
    // keeps the page (and its #anchors) in place instead of collapsing it.
    if (typeof window !== 'undefined' && isHydrating() && state.snapshot === null) {
      state.snapshot = document.getElementById(anchorId)?.outerHTML ?? null;
    }
    const fallback = state.snapshot ? (
      <div className="contents" dangerouslySetInnerHTML={{ __html: state.snapshot }} />
    ) : null;
    return (
      <Suspense fallback={fallback}>
        <WhenNear {...props} />
      </Suspense>
    );
  };
}

const LeftOut = () => null;

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Resolves when the section is on screen, or on the visitor's first interaction (then every
 * deferred section loads, well before a scroll can reach it). A page that is only looked at,
 * as by a crawler or Lighthouse, downloads none of it.
 *
 * Every trigger must settle by the first interaction: the router renders a navigation as a
 * transition, and React holds a transition until the dehydrated sections it touches can
 * hydrate, so a promise that waited for the navigation itself would never let it finish.
 */
export function whenNeeded(id: string): Promise<void> {
  return new Promise((done) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return done();
    const observer = new IntersectionObserver((entries) => {
      // A section whose edge only touches the viewport's bottom edge is not on screen yet.
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) resolve();
    });
    const forget = untilHydrationEnds(resolve);
    const options = { passive: true, capture: true } as const;
    function resolve() {
      observer.disconnect();
      forget();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, resolve, options));
      done();
    }
    observer.observe(element);
    INTERACTIONS.forEach((type) => window.addEventListener(type, resolve, options));
  });
}

/** Rendered once inside the router: the first client-side navigation ends hydration. */
export function EndHydrationOnNavigation() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) endHydration();
  }, [key]);
  return null;
}
