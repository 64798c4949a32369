import { InMemoryStore } from '@/engine/in-memory-store';
import { describeStoreConformance } from './store-conformance';

describeStoreConformance('in-memory, one transaction at a time', async () => ({
  store: new InMemoryStore(),
}));

describeStoreConformance('in-memory, interleaved and retried as on Firestore', async () => ({
  store: new InMemoryStore({}, { interleave: { seed: 1 } }),
}));
