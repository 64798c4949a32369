import type { DemoAccountHint } from '@/backend/admin-backend';

/**
 * Demo mode only (docs/design.md §6.4): the seeded accounts, which open nothing outside this
 * browser.
 */
export function DemoAccountsPanel({ accounts }: { accounts: ReadonlyArray<DemoAccountHint> }) {
  return (
    <section aria-labelledby="demo-accounts-heading" className="card mt-6 p-5 text-sm">
      <h2 id="demo-accounts-heading" className="eyebrow">
        Demo accounts
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {accounts.map((account) => (
          <li key={account.email}>
            <p className="font-semibold">{account.label}</p>
            <p className="break-all text-muted">
              {account.email} /{' '}
              <span className="font-mono whitespace-nowrap">{account.password}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-muted">“Continue with Google” offers these accounts too.</p>
    </section>
  );
}
