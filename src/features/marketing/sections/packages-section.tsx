import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/ui/section-icons';
import { paths } from '@/config/paths';
import { ticketTiers } from '@/config/ticket-tiers';
import { formatRupees } from '@/domain/format';
import { tierSearch } from '@/domain/tier-param';
import { packageContents } from '../data/pitch';
import { SectionHeading } from './section-heading';

export function PackagesSection({ level = 2 }: { level?: 1 | 2 }) {
  const CardHeading = level === 1 ? 'h2' : 'h3';
  return (
    <section id="packages" aria-labelledby="packages-title" className="section band">
      <SectionHeading
        level={level}
        id="packages-title"
        eyebrow="Packages"
        intro="Every party comes with the works. Pick the ticket that fits your vibe."
      >
        Everything you need to party
      </SectionHeading>
      <ul
        className="mx-auto mb-14 flex max-w-3xl flex-wrap justify-center gap-3"
        aria-label="Every party includes"
      >
        {packageContents.map((item) => (
          <li
            key={item}
            className="rounded-full border border-marigold/40 px-4 py-2 text-sm text-cream"
          >
            {item}
          </li>
        ))}
      </ul>
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {ticketTiers.map((tier) => (
          <li
            key={tier.id}
            className={`card flex flex-col ${tier.featured ? 'border-marigold/60 bg-gradient-to-b from-plum to-night-2' : ''}`}
          >
            <CardHeading className="font-display text-2xl font-semibold">{tier.name}</CardHeading>
            <p className="mt-2 text-muted">{tier.blurb}</p>
            <p className="mt-6 text-5xl font-bold text-marigold">
              {formatRupees(tier.price)}
              {/* One unit: at 390 px Premium's price left "person" alone on the next line. */}
              <span className="ml-2 inline-block text-base font-normal whitespace-nowrap text-muted">
                per person
              </span>
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {tier.perks.map((perk) => (
                <li key={perk} className="flex gap-3">
                  <CheckIcon className="mt-0.5 shrink-0 text-henna-soft" width={20} height={20} />
                  <span>{perk}</span>
                </li>
              ))}
            </ul>
            <Link
              // A plain link in the prerendered HTML too: /booking?tier=premium.
              to={{ pathname: paths.booking, search: tierSearch(tier.id) }}
              className={`${tier.featured ? 'btn-primary' : 'btn-ghost'} mt-8`}
            >
              Book {tier.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
