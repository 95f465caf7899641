import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { announceCommitted, onCommitted } from './committed';
import { withTransaction } from './transaction';

/** Issue 10's hot reads forget what a commit changed: after it, never before it, never for a rollback. */
describe('changes told after the commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('tells a transaction’s changes once it commits, a rolled-back one’s never, a lone statement’s at once', async () => {
    const db = t.services.database.db;
    const heard: number[][] = [];
    onCommitted(db, 'test.rows', (keys) => heard.push(keys));

    await withTransaction(db, async (tx) => {
      announceCommitted(tx, 'test.rows', [1, 2]);
      await tx.execute(sql`select 1`);
      expect(heard).toEqual([]); // not yet committed: a cache must not forget (and reload the old value) now
    });
    expect(heard).toEqual([[1, 2]]);

    await expect(
      withTransaction(db, async (tx) => {
        announceCommitted(tx, 'test.rows', [3]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(heard).toEqual([[1, 2]]);

    announceCommitted(db, 'test.rows', [4]);
    announceCommitted(db, 'test.rows', []);
    expect(heard).toEqual([[1, 2], [4]]);
  });
});
