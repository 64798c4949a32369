import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { replayEarlyTaps } from '@/lib/early-taps';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/ui-constants';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { Logo } from './logo';
import { bookNow, navItems } from './nav-items';
import { useTicketEntry } from './use-ticket-entry';

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // The menu belongs to the page it was opened on, so following a link closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.key : null);
  const menuId = useId();
  const ticket = useTicketEntry();

  // A tap on the menu button before the app's code ran was kept by the boot script: press it now.
  useEffect(replayEarlyTaps, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid ? 'bg-night/85 shadow-lg shadow-black/30 backdrop-blur-md' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 md:h-20 md:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 lg:flex">
          {/* First in a right-aligned row: appearing after hydration moves nothing else. */}
          {ticket && <ticket.YourTicketEntry />}
          {navItems.map((item) => (
            <Link
              key={item.label}
              to={item.href}
              className="text-sm font-medium text-cream hover:text-marigold"
            >
              {item.label}
            </Link>
          ))}
          <Link to={bookNow.href} className="btn-primary min-h-10 px-5 py-2 text-sm">
            {bookNow.label}
          </Link>
        </nav>
        {ticket && <ticket.YourTicketEntry className="ml-auto lg:hidden" />}
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-cream hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          data-early-tap="menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-white/10 bg-night/95 px-5 pb-6 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {navItems.map((item) => (
            <li key={item.label}>
              <Link to={item.href} className="block py-3 text-lg text-cream hover:text-marigold">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {ticket && <ticket.YourTicketMenuList />}
        <Link to={bookNow.href} className="btn-primary w-full">
          {bookNow.label}
        </Link>
      </nav>
    </header>
  );
}
