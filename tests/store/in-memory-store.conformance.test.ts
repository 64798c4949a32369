import { InMemoryStore } from '@/engine/in-memory-store';
import { describeStoreConformance } from './store-conformance';

describeStoreConformance('in-memory (flow tests)', async () => ({ store: new InMemoryStore() }));
