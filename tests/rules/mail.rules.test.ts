import { functionsOnlyCases } from './support/functions-only-cases';
import { describeRules } from './support/rules-world';

// mail/{id}: the Trigger Email extension's outbox. A client able to write it could send mail
// from the organisers' address; one able to read it could read every buyer's ticket e-mail.
describeRules('mail', (world) => {
  functionsOnlyCases(world, 'mail', {
    to: 'buyer@example.com',
    message: { subject: 'Your ticket', text: 'See you there', html: '<p>See you there</p>' },
  });
});
