/**
 * Group commit (issue 10): callers queue items; whatever queued while the previous batch was
 * being applied goes into the next one, up to `max` items. There is no timer: an idle queue
 * applies the first item after one turn of the event loop, and a busy one grows its batches by
 * itself, as group commit in databases does. `apply` answers every item of a batch (in order), or throws for the whole
 * batch; the batch is then split in halves and each half applied again, so an item that cannot
 * be applied fails alone and never takes its neighbours with it.
 */
export interface GroupCommitOptions {
  /** The most items one batch holds. */
  max: number;
  /** How many batches may be applied at once (one on an embedded database: it has one connection). */
  concurrency: number;
}

/** One item's outcome inside a batch: its answer, or the error it alone failed with. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<I, O>(
  apply: (items: I[]) => Promise<Outcome<O>[]>,
  { max, concurrency }: GroupCommitOptions,
) {
  const queue: Waiting<I, O>[] = [];
  let running = 0;

  /** Applies the batch; on a thrown error, each half alone, down to the one item that fails. */
  async function applySplitting(batch: Waiting<I, O>[]): Promise<void> {
    let outcomes: Outcome<O>[];
    try {
      outcomes = await apply(batch.map((w) => w.item));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await applySplitting(batch.slice(0, half));
      await applySplitting(batch.slice(half));
      return;
    }
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (!outcome) waiting.reject(new Error('group commit: no outcome for an item'));
      else if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }

  async function drain() {
    running++;
    try {
      for (;;) {
        // One turn of the event loop first: calls that arrived meanwhile (on the embedded database,
        // the whole previous batch ran without one) join this batch instead of waiting for the next.
        await new Promise((resolve) => setImmediate(resolve));
        if (queue.length === 0) break;
        await applySplitting(queue.splice(0, max));
      }
    } finally {
      running--;
    }
  }

  return {
    /** Queues an item; resolves with its answer once its batch has committed. */
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (running < concurrency) void drain();
      });
    },
  };
}

export type GroupCommit<I, O> = ReturnType<typeof createGroupCommit<I, O>>;
