import { Timestamp } from 'firebase/firestore';
import { functionsOnlyCases } from './support/functions-only-cases';
import { describeRules } from './support/rules-world';

// webhookEvents/{Razorpay event id}: the webhook's de-duplication record.
describeRules('webhookEvents', (world) => {
  functionsOnlyCases(world, 'webhookEvents', { received: true, processedAt: Timestamp.now() });
});
