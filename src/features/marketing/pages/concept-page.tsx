import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Concept } from '../sections/deferred-sections';
import { SectionPage } from './section-page';

export default function ConceptPage() {
  return (
    <SectionPage
      title={`What is ${site.name}?`}
      description={`${site.name} is a mock sangeet: dance, DJ, mehndi and outfits with zero wedding pressure. See what it is, why do it and who it is for.`}
      path={paths.concept}
      Section={Concept}
    />
  );
}
