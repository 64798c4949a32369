import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NavIcon } from './admin-nav-icons';
import { useAdminAuth } from '../auth/admin-auth-context';
import { navItemsFor } from './admin-nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-full min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 py-1.5 text-center text-xs leading-tight font-semibold transition-colors min-[769px]:min-h-11 min-[769px]:flex-row min-[769px]:justify-start min-[769px]:gap-3 min-[769px]:px-4 min-[769px]:text-left min-[769px]:text-base ${
    isActive ? 'bg-marigold text-night' : 'text-cream hover:bg-white/10'
  }`;

/** Which ends of the bar have entries scrolled out of view. */
interface Hidden {
  before: boolean;
  after: boolean;
}

const chevron = 'pointer-events-none absolute inset-y-0 flex w-3 items-center text-marigold';

/**
 * One nav (docs/product-spec.md §2): a bar along the bottom on phones (≤ 768 px), a sidebar from
 * 769 px. The bar holds all eight screens by scrolling sideways inside itself (the page never
 * does), four whole entries at a time: each is an icon over its label, at least 80 × 56 px to
 * touch, and the bar comes to rest on whole entries only (scroll snap), so no label is ever cut
 * at its edge ("nocode", "Registere" was what a cut showed). A chevron at an edge says there is more that way,
 * and the current screen's entry is scrolled into view (docs/design.md §14.1).
 */
export function AdminNav() {
  const auth = useAdminAuth();
  const items = navItemsFor(auth.status === 'signed-in' ? auth.user.access : null);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState<Hidden>({ before: false, after: false });

  const measure = useCallback(() => {
    const bar = list.current;
    if (!bar) return;
    const end = bar.scrollWidth - bar.clientWidth;
    // A pixel of slack: snapped positions can land a fraction short of the end.
    setHidden({ before: bar.scrollLeft > 1, after: end > 1 && bar.scrollLeft < end - 1 });
  }, []);

  useEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    // The sidebar does not scroll sideways; nor does a bar whose entries all fit.
    if (bar && active && bar.scrollWidth > bar.clientWidth) {
      const barBox = bar.getBoundingClientRect();
      const box = active.getBoundingClientRect();
      bar.scrollLeft += box.left - barBox.left - (barBox.width - box.width) / 2;
    }
    measure();
  }, [pathname, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  return (
    <nav
      aria-label="Admin"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-white/10 bg-night-2 pb-[env(safe-area-inset-bottom)] min-[769px]:static min-[769px]:border-t-0 min-[769px]:bg-transparent min-[769px]:pb-0"
    >
      {/* The padding is outside the scrolling list, so nothing scrolled away shows in it. */}
      <div className="relative px-3 py-1.5 min-[769px]:p-0">
        <ul
          ref={list}
          onScroll={measure}
          className="flex snap-x snap-mandatory gap-1 overflow-x-auto overscroll-x-contain [scrollbar-width:none] min-[769px]:snap-none min-[769px]:flex-col min-[769px]:overflow-visible"
        >
          {items.map((item) => (
            <li
              key={item.to}
              // Four to a screen: the bar's width less its three gaps, in quarters, never under 80 px.
              className="w-[max(5rem,calc((100%-0.75rem)/4))] shrink-0 snap-start min-[769px]:w-auto"
            >
              {/* Only the overview is the index: other screens stay lit on their sub-paths. */}
              <NavLink to={item.to} end={item.to === paths.adminDashboard} className={linkClass}>
                <NavIcon to={item.to} className="size-6 min-[769px]:size-5" />
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        {hidden.before ? (
          <span aria-hidden="true" className={`${chevron} left-0 justify-start pl-0.5`}>
            ‹
          </span>
        ) : null}
        {hidden.after ? (
          <span aria-hidden="true" className={`${chevron} right-0 justify-end pr-0.5`}>
            ›
          </span>
        ) : null}
      </div>
    </nav>
  );
}
