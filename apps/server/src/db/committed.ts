import type { Bus } from '../lib/bus';
import { afterCommit, databaseOf } from './transaction';
import type { Db, Executor } from './types';

type Listener = (keys: number[], fromAnotherInstance: boolean) => void;

/** Per database, per topic: who wants to hear that rows changed (the caches of hot reads). */
const listeners = new WeakMap<Db, Map<string, Set<Listener>>>();

/**
 * What changed in the database, told once it is committed (issue 10's hot reads): a writer
 * announces the rows it changed (`members` 12, `ledger.accounts` 3 and 9) and every cache of
 * them on this database forgets them after the commit. The other instances hear it through the
 * bus (`shareCommitted`); a cache's time to live bounds what they miss while Redis is down.
 */
export function announceCommitted(executor: Executor, topic: string, keys: number[]) {
  if (keys.length === 0) return;
  const db = databaseOf(executor);
  afterCommit(executor, () => deliverCommitted(db, topic, keys));
}

/** Hears the rows of `topic` that changed on `db` (from this instance, or shared by another). */
export function onCommitted(db: Db, topic: string, listener: Listener) {
  let topics = listeners.get(db);
  if (!topics) {
    topics = new Map();
    listeners.set(db, topics);
  }
  const set = topics.get(topic) ?? new Set();
  set.add(listener);
  topics.set(topic, set);
}

/** Tells this instance's listeners; what another instance shares arrives here too. */
function deliverCommitted(db: Db, topic: string, keys: number[], fromAnotherInstance = false) {
  for (const listener of listeners.get(db)?.get(topic) ?? []) listener(keys, fromAnotherInstance);
}

/**
 * Shares `topics` with the other instances through the bus, and delivers what they share. Keys
 * are gathered for one turn of the event loop: a busy instance sends one message per topic and
 * turn, not one per transaction.
 */
export function shareCommitted(db: Db, bus: Bus, topics: string[]) {
  for (const topic of topics) {
    let pending = new Set<number>();
    onCommitted(db, topic, (keys, fromAnotherInstance) => {
      if (fromAnotherInstance) return; // theirs to share, not ours
      if (pending.size === 0) {
        setImmediate(() => {
          const keys = [...pending];
          pending = new Set();
          void bus.publishToOthers(topic, JSON.stringify(keys));
        });
      }
      for (const key of keys) pending.add(key);
    });
    bus.subscribe(topic, (message) => {
      const keys = parseKeys(message);
      if (keys) deliverCommitted(db, topic, keys, true);
    });
  }
}

function parseKeys(message: string): number[] | undefined {
  try {
    const keys: unknown = JSON.parse(message);
    return Array.isArray(keys) && keys.every((k) => Number.isSafeInteger(k)) ? (keys as number[]) : undefined;
  } catch {
    return undefined;
  }
}
