import { Outlet } from 'react-router-dom';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { AdminHeader } from './admin-header';
import { AdminNav } from './admin-nav';
import { LogoutButton } from './logout-button';

/**
 * The signed-in organiser's frame (docs/product-spec.md §2 Admin layout): header, nav, and the
 * screen. From 769 px the nav is a sidebar that stays in view with Logout at its foot; on phones
 * the nav is the bottom bar and Logout sits in the header.
 */
export function AdminLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      {/* A screen opens at its top, not where the last one was scrolled to. */}
      <ScrollManager />
      <AdminHeader />
      <div className="flex flex-1">
        <div className="min-[769px]:sticky min-[769px]:top-16 min-[769px]:flex min-[769px]:h-[calc(100svh-4rem)] min-[769px]:w-64 min-[769px]:shrink-0 min-[769px]:flex-col min-[769px]:gap-4 min-[769px]:overflow-y-auto min-[769px]:border-r min-[769px]:border-white/10 min-[769px]:p-4">
          <AdminNav />
          <div className="mt-auto hidden min-[769px]:block">
            <LogoutButton className="w-full" />
          </div>
        </div>
        <main className="min-w-0 flex-1 px-5 pt-8 pb-32 min-[769px]:px-8 min-[769px]:pb-12">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
