import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema';
import type { Db } from '../db/types';

/**
 * A secret of the deployment, made once and shared by every instance through the database
 * (the first instance to start writes it; the others read the same row).
 */
export async function deploymentSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return Buffer.from(row.value, 'base64');
}
