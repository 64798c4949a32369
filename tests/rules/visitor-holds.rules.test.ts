import { Timestamp } from 'firebase/firestore';
import { functionsOnlyCases } from './support/functions-only-cases';
import { describeRules } from './support/rules-world';

// visitorHolds/{key}: how many unpaid seats one e-mail or IP holds (at most 20), kept by createOrder.
describeRules('visitorHolds', (world) => {
  functionsOnlyCases(world, 'visitorHolds', { seats: 4, until: Timestamp.now() });
});
