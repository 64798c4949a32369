import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Portfolio } from '../sections/deferred-sections';
import { SectionPage } from './section-page';

export default function PortfolioPage() {
  return (
    <SectionPage
      title={'Portfolio'}
      description={`Influencer shoutouts from creators who partied at ${site.name}. Watch the highlights and follow for more.`}
      path={paths.portfolio}
      Section={Portfolio}
    />
  );
}
