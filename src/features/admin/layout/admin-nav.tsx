import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NavIcon } from './admin-nav-icons';
import { adminNavItems } from './admin-nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-full min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1.5 py-1.5 text-center text-xs leading-tight font-semibold transition-colors min-[769px]:min-h-11 min-[769px]:flex-row min-[769px]:justify-start min-[769px]:gap-3 min-[769px]:px-4 min-[769px]:text-left min-[769px]:text-base ${
    isActive ? 'bg-marigold text-night' : 'text-cream hover:bg-white/10'
  }`;

/**
 * One nav (docs/product-spec.md §2): a bar along the bottom on phones (≤ 768 px), a sidebar from
 * 769 px. The bar holds all eight screens at 390 px by scrolling sideways inside itself (the page
 * never does): each entry is an icon over its label, at least 80 × 56 px to touch, so the fifth
 * peeks in at the edge to say there is more, and the current screen's entry is scrolled into view.
 */
export function AdminNav() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    // The sidebar does not scroll sideways; nor does a bar whose entries all fit.
    if (!bar || !active || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    bar.scrollLeft += box.left - barBox.left - (barBox.width - box.width) / 2;
  }, [pathname]);

  return (
    <nav
      aria-label="Admin"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-white/10 bg-night-2 pb-[env(safe-area-inset-bottom)] min-[769px]:static min-[769px]:border-t-0 min-[769px]:bg-transparent min-[769px]:pb-0"
    >
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto overscroll-x-contain px-2 py-1.5 [scrollbar-width:none] min-[769px]:flex-col min-[769px]:overflow-visible min-[769px]:p-0"
      >
        {adminNavItems.map((item) => (
          <li
            key={item.to}
            className="min-w-20 flex-1 shrink-0 min-[769px]:min-w-0 min-[769px]:flex-none"
          >
            {/* Only the overview is the index: other screens stay lit on their sub-paths. */}
            <NavLink to={item.to} end={item.to === paths.adminDashboard} className={linkClass}>
              <NavIcon to={item.to} className="size-6 min-[769px]:size-5" />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
