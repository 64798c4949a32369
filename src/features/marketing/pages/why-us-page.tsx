import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { WhyUs } from '../sections/deferred-sections';
import { SectionPage } from './section-page';

export default function WhyUsPage() {
  return (
    <SectionPage
      title={'Why Us'}
      description={`Seven reasons to pick ${site.name}: zero wedding pressure, custom themes and music, content-friendly, traditional elements, curated playlists, expert coordination, authentic experience.`}
      path={paths.whyUs}
      Section={WhyUs}
    />
  );
}
