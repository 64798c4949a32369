import { Seo } from '@/components/ui/seo';
import { site } from '@/config/site';
import { FirstVisitOverlays } from '../intro/deferred-first-visit-overlays';
import { Concept, Contact, Faq, Packages, Portfolio, WhyUs } from '../sections/deferred-sections';
import { HeroSection } from '../sections/hero-section';

export function HomePage() {
  return (
    <>
      <Seo description={site.description} path="/" />
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
