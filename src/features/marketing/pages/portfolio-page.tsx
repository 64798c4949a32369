import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { portfolioIntro, shoutouts } from '../data/shoutouts';
import { Portfolio } from '../sections/deferred-sections';
import { SectionPage } from './section-page';

export default function PortfolioPage() {
  return (
    <SectionPage
      title={'Portfolio'}
      description={`${portfolioIntro(shoutouts)} Follow ${site.social.handle} for more.`}
      path={paths.portfolio}
      Section={Portfolio}
    />
  );
}
