export function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <li className="card flex flex-col gap-2 p-5">
      <span className="text-sm text-muted">{label}</span>
      <span className="font-display text-3xl font-bold text-marigold">{value}</span>
    </li>
  );
}
