import { SUMMARY_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatCount, formatRupees } from '@/domain/format';
import type { DashboardStats } from '@/domain/stats';
import { useSummaryQuery } from '../api/summary-query';
import { QueryView } from '../components/query-view';
import { NeedsAttentionSection } from './needs-attention-section';
import { ResetDemoData } from './reset-demo-data';
import { StatCard } from './stat-card';

/** /admin/dashboard index: the four figures of docs/product-spec.md §2, then what needs attention. */
export function OverviewPage() {
  const summary = useSummaryQuery();
  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading" className="mb-6 font-display text-3xl font-bold">
        Overview
      </h1>
      <QueryView
        query={summary}
        loadingLabel="Loading figures…"
        errorMessage={SUMMARY_FETCH_FAILED_MESSAGE}
      >
        {(stats) => <StatCards stats={stats} />}
      </QueryView>
      <NeedsAttentionSection />
      <ResetDemoData />
    </section>
  );
}

function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
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
