import { InstagramIcon } from '@/components/ui/icons';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/section-icons';
import { site } from '@/config/site';
import { ContactForm } from '../contact/contact-form';
import { SectionHeading } from './section-heading';

export function ContactSection({ level = 2 }: { level?: 1 | 2 }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="section">
      <SectionHeading
        level={level}
        id="contact-title"
        eyebrow="Contact"
        intro={`Tell us about your crew. We reply within ${site.responseTime}.`}
      >
        Let&apos;s plan your sangeet
      </SectionHeading>
      <div className="grid gap-8 md:grid-cols-2">
        <ContactForm />
        <div className="space-y-6">
          <ul className="card space-y-4">
            <li className="flex items-center gap-3">
              <MailIcon className="shrink-0 text-marigold" />
              <a href={`mailto:${site.email}`} className="hover:text-marigold">
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <PhoneIcon className="shrink-0 text-marigold" />
              <a href={`tel:${site.phoneE164}`} className="hover:text-marigold">
                {site.phoneDisplay} (call or WhatsApp)
              </a>
            </li>
            <li className="flex items-center gap-3">
              <InstagramIcon className="shrink-0 text-marigold" />
              <a
                href={site.social.url}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-marigold"
              >
                {site.social.handle}
              </a>
            </li>
            <li className="text-muted">Serving {site.serviceArea}.</li>
          </ul>
          <div className="card">
            <h3 className="mb-4 flex items-center gap-3 font-display text-xl font-semibold">
              <ClockIcon className="text-marigold" /> Hours
            </h3>
            <dl className="space-y-2">
              {site.hours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="text-muted">{row.days}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
