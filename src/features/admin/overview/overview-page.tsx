import { SUMMARY_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatCount, formatRupees } from '@/domain/format';
import type { DashboardStats } from '@/domain/stats';
import { useSummaryQuery } from '../api/summary-query';
import { AdminPage } from '../components/admin-page';
import { QueryView } from '../components/query-view';
import { NeedsAttentionSection } from './needs-attention-section';
import { NextEventSection } from './next-event-section';
import { ResetDemoData } from './reset-demo-data';
import { StatCard } from './stat-card';

/**
 * /admin/dashboard index (docs/design.md §14.4): the next event first, then the four totals of
 * docs/product-spec.md §2 across every event, then what needs attention.
 */
export function OverviewPage() {
  const summary = useSummaryQuery();
  return (
    <AdminPage title="Overview">
      <NextEventSection />
      <section aria-labelledby="totals-heading" className="flex flex-col gap-4">
        <h2 id="totals-heading" className="font-display text-2xl font-bold">
          All events
        </h2>
        <QueryView
          query={summary}
          loadingLabel="Loading figures…"
          errorMessage={SUMMARY_FETCH_FAILED_MESSAGE}
        >
          {(stats) => <StatCards stats={stats} />}
        </QueryView>
      </section>
      <NeedsAttentionSection />
      <ResetDemoData />
    </AdminPage>
  );
}

function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      <StatCard label="Total Check-ins" value={formatCount(stats.totalCheckIns)} />
      <StatCard
        label="Total Members Registered"
        value={formatCount(stats.totalMembersRegistered)}
      />
      <StatCard label="Total Events" value={formatCount(stats.totalEvents)} />
      <StatCard label="Wallet Balance" value={formatRupees(stats.walletBalance)} />
    </ul>
  );
}
