import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${site.name} collects, uses and protects your personal information, and your rights over it.`}
      path={paths.privacy}
      updated="21 November 2026"
    >
      <section>
        <h2>Information We Collect</h2>
        <ul>
          <li>Personal information such as your name, e-mail address and phone number.</li>
          <li>Booking and event details, such as the tickets you buy and the event you attend.</li>
          <li>Usage data and analytics about how you use our website.</li>
        </ul>
      </section>
      <section>
        <h2>How We Use Your Information</h2>
        <ul>
          <li>To provide and improve our services.</li>
          <li>To communicate with you about your bookings.</li>
          <li>To comply with our legal obligations.</li>
        </ul>
      </section>
      <section>
        <h2>Your Rights</h2>
        <ul>
          <li>
            You may request access to, correction of or deletion of your personal information.
          </li>
          <li>You may opt out of marketing communications at any time.</li>
        </ul>
      </section>
    </LegalPage>
  );
}
