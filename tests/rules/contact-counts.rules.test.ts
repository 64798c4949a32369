import { functionsOnlyCases } from './support/functions-only-cases';
import { describeRules } from './support/rules-world';

// contactCounts/{sha256(day, key)}: messages one sender sent today, kept by sendContactMessage.
describeRules('contactCounts', (world) => {
  functionsOnlyCases(world, 'contactCounts', { day: '2030-06-01', count: 3 });
});
