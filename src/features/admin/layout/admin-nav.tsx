import { NavLink } from 'react-router-dom';
import { adminNavItems } from './admin-nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center justify-center rounded-xl px-1 text-center text-xs leading-tight font-semibold transition-colors min-[769px]:justify-start min-[769px]:px-4 min-[769px]:text-left min-[769px]:text-base ${
    isActive ? 'bg-marigold text-night' : 'text-cream hover:bg-white/10'
  }`;

/** One nav: a bar along the bottom on phones (≤ 768 px), a sidebar from 769 px (spec §2). */
export function AdminNav() {
  return (
    <nav
      aria-label="Admin"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-white/10 bg-night-2 p-2 min-[769px]:sticky min-[769px]:top-[4.3rem] min-[769px]:w-56 min-[769px]:self-start min-[769px]:shrink-0 min-[769px]:border-t-0 min-[769px]:border-r min-[769px]:bg-transparent min-[769px]:p-4"
    >
      {/* Phones: four to a row, so every screen is one tap away without scrolling the bar. */}
      <ul className="grid grid-cols-4 gap-1 min-[769px]:flex min-[769px]:flex-col min-[769px]:gap-2">
        {adminNavItems.map((item) => (
          <li key={item.to} className="min-w-0">
            <NavLink to={item.to} end className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
