import { paths } from '@/config/paths';
import { Faq } from '../sections/deferred-sections';
import { SectionPage } from './section-page';

export default function FaqPage() {
  return (
    <SectionPage
      title={'FAQ'}
      description={
        'Answers on booking 2-3 weeks ahead, deposits, UPI, cards and net banking, outfits, group sizes from 5 to 50+ and parties all over India.'
      }
      path={paths.faq}
      Section={Faq}
    />
  );
}
