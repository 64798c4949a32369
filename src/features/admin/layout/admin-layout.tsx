import { Outlet } from 'react-router-dom';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { AdminHeader } from './admin-header';
import { AdminNav } from './admin-nav';

/** The signed-in organiser's frame: header, nav, and the screen (spec §2 Admin layout). */
export function AdminLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      {/* A screen opens at its top, not where the last one was scrolled to. */}
      <ScrollManager />
      <AdminHeader />
      <div className="flex flex-1">
        <AdminNav />
        <main className="min-w-0 flex-1 px-5 pt-8 pb-28 min-[769px]:px-8 min-[769px]:pb-12">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
