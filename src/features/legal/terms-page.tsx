import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LegalPage } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description={`The terms for using ${site.name} and booking tickets: eligibility, bookings and payments, and liability.`}
      path={paths.terms}
      updated="21 November 2026"
    >
      <section>
        <h2>Use of Service</h2>
        <ul>
          <li>
            You must be at least 18 years old, or have the consent of a parent or guardian, to use
            our services.
          </li>
          <li>You agree not to misuse or disrupt the service.</li>
        </ul>
      </section>
      <section>
        <h2>Bookings &amp; Payments</h2>
        <ul>
          <li>All bookings are subject to availability and confirmation.</li>
          <li>
            Payments are non-refundable, except as required by law or as stated in our policies.
          </li>
        </ul>
      </section>
      <section>
        <h2>Liability</h2>
        <ul>
          <li>We are not liable for any indirect or consequential damages.</li>
          <li>Our liability is limited to the amount you paid for your booking.</li>
        </ul>
      </section>
    </LegalPage>
  );
}
