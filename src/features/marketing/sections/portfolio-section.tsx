import { site } from '@/config/site';
import { InstagramIcon } from '@/components/ui/icons';
import { portfolioIntro, shoutouts } from '../data/shoutouts';
import { SectionHeading } from './section-heading';
import { ShoutoutCard } from './shoutout-card';
import { ShoutoutCarousel } from './shoutout-carousel';

export function PortfolioSection({ level = 2 }: { level?: 1 | 2 }) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="section">
      <SectionHeading
        level={level}
        id="portfolio-title"
        eyebrow="Portfolio"
        intro={portfolioIntro(shoutouts)}
      >
        Influencer Shoutouts
      </SectionHeading>
      <ul className="mx-auto hidden max-w-3xl grid-cols-2 gap-8 md:grid">
        {shoutouts.map((item) => (
          <li key={item.id}>
            <ShoutoutCard item={item} />
          </li>
        ))}
      </ul>
      <ShoutoutCarousel items={shoutouts} />
      <div className="mt-12 text-center">
        <a href={site.social.url} target="_blank" rel="noopener noreferrer" className="btn-primary">
          <InstagramIcon width={18} height={18} /> Follow for More
        </a>
      </div>
    </section>
  );
}
