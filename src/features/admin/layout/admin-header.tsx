import { Logo } from '@/components/layout/logo';
import { LogoutButton } from './logout-button';

/** The logo; on phones also Logout, which the sidebar holds from 769 px. */
export function AdminHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-4 border-b border-white/10 bg-night/95 px-5 backdrop-blur">
      <Logo className="h-9 w-auto" />
      <div className="min-[769px]:hidden">
        <LogoutButton />
      </div>
    </header>
  );
}
