import { Seo } from '@/components/ui/seo';
import { featuredEvent } from '@/config/featured-event';
import { site } from '@/config/site';
import { eventJsonLd } from '../event-json-ld';
import { FirstVisitOverlays } from '../intro/first-visit-overlays';
import { Concept, Contact, Faq, Packages, Portfolio, WhyUs } from '../sections/deferred-sections';
import { HeroSection } from '../sections/hero-section';

export function HomePage() {
  return (
    <>
      <Seo description={site.description} path="/" jsonLd={eventJsonLd(featuredEvent)} />
      <FirstVisitOverlays />
      <HeroSection />
      <Concept />
      <Packages />
      <Portfolio />
      <WhyUs />
      <Faq />
      <Contact />
    </>
  );
}
