import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { InMemoryReadStore } from '../event-sourcing/read-store/in-memory-read-store';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { TestApp } from './test-app';

/**
 * Rebuilds the named projections (all when omitted) from position 0 into a fresh in-memory read
 * store and returns both versions of every collection they own, for a toEqual comparison:
 * what replay builds must be exactly what the live subscription built. Projections kept in
 * process memory (the audit index) are left out: a rebuild clears the only copy they have, so
 * their own tests rebuild them in place and compare what they answer.
 */
export async function replayAndCompare(app: TestApp, projectionNames?: string[]) {
  const live = app.get(ReadStore);
  const engine = app.get(ProjectionEngine);
  const replayStore = new InMemoryReadStore();
  const replayEngine = new ProjectionEngine(app.get(EventStore), replayStore);
  const projections = engine
    .registered()
    .filter(
      (projection) => !projection.clearProcessMemory && (!projectionNames || projectionNames.includes(projection.name)),
    );
  for (const projection of projections) replayEngine.register(projection);
  await replayEngine.rebuild(null);
  // After a rebuild the documents are shared with readers again: later changes must copy them.
  if (replayStore.privateToProjections) throw new Error('The rebuild left the read models private to the projections');
  const snapshot = async (store: ReadStore) => {
    const collections: Record<string, unknown[]> = {};
    for (const projection of projections) {
      for (const name of projection.collections) {
        collections[name] = (await store.list(name))
          .map((document) => ({ id: document.id, value: document.value }))
          .sort((a, b) => a.id.localeCompare(b.id));
      }
    }
    return collections;
  };
  return {
    live: await snapshot(live),
    replayed: await snapshot(replayStore),
    projections: projections.map((projection) => projection.name),
  };
}
