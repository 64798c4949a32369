import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Contact } from '../sections/deferred-sections';
import { SectionPage } from './section-page';

export default function ContactPage() {
  return (
    <SectionPage
      title={'Contact'}
      description={`Plan your mock sangeet with ${site.name}. E-mail, call or WhatsApp us; we reply within ${site.responseTime}.`}
      path={paths.contact}
      Section={Contact}
    />
  );
}
