import { paths } from '@/config/paths';
import { Packages } from '../sections/deferred-sections';
import { SectionPage } from './section-page';

export default function PackagesPage() {
  return (
    <SectionPage
      title={'Packages'}
      description={
        'Decor, DJ, mehndi artist, photography and videography, props and refreshments. Basic tickets ₹499, Premium ₹1212.'
      }
      path={paths.packages}
      Section={Packages}
    />
  );
}
