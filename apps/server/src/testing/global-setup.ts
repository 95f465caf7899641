import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { applyMigrations, migrationsFolder } from '../db/migrate';
import { ensureGamePages } from '../modules/games/inhouse/pages/build-pages';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * PGlite's first start (initdb) takes seconds and a lot of memory, so the tests start from a
 * migrated template folder that each test copies. The template is rebuilt when migrations change.
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const template = path.join(os.tmpdir(), `playdeck-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (!process.env.DATABASE_URL && !existsSync(path.join(template, 'pglite', 'PG_VERSION'))) {
    const building = `${template}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: building, initInProcess: true });
    await applyMigrations(database);
    await database.close();
    rmSync(template, { recursive: true, force: true });
    renameSync(building, template);
  }
  // The game pages are served from their Vite build (pages/build-pages.ts).
  await ensureGamePages();
  project.provide('pgliteTemplate', template);
}
