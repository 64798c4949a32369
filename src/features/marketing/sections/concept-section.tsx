import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/ui/section-icons';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { conceptBenefits, conceptCards } from '../data/pitch';
import { SectionHeading } from './section-heading';

export function ConceptSection({ level = 2 }: { level?: 1 | 2 }) {
  const CardHeading = level === 1 ? 'h2' : 'h3';
  return (
    <section id="concept" aria-labelledby="concept-title" className="section">
      <SectionHeading
        level={level}
        id="concept-title"
        eyebrow="The concept"
        intro="All the masti of a wedding sangeet. None of the wedding."
      >
        What is {site.name}?
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {conceptCards.map((card) => (
          <li key={card.title} className="card flex flex-col items-center text-center">
            <img
              src={card.illustration}
              alt=""
              width={160}
              height={120}
              loading="lazy"
              className="mb-4 h-28 w-auto"
            />
            <CardHeading className="font-display text-2xl font-semibold text-marigold">
              {card.title}
            </CardHeading>
            <p className="mt-3 text-muted">{card.body}</p>
          </li>
        ))}
      </ul>
      <ul className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-2" aria-label="Benefits">
        {conceptBenefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-3 border-b border-marigold/25 py-3">
            <CheckIcon className="shrink-0 text-marigold" />
            <span className="font-medium">{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to={paths.booking} className="btn-pink">
          Start Planning Now
        </Link>
      </div>
    </section>
  );
}
