import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files are kept: never under the web root, each under a random name. */
export interface FileStore {
  put(extension: 'png' | 'jpg', data: Buffer): Promise<string>;
  /** The file's bytes, or undefined when there is none of that name. */
  get(name: string): Promise<Buffer | undefined>;
  /** Removes a file (nothing when there is none): pictures of feedback that was not saved. */
  delete(name: string): Promise<void>;
}

/** The names this store gives: 24 random bytes and the extension; anything else is not ours. */
export const STORED_NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg)$/;

/** Files on disk under `directory` (DATA_DIR/uploads/<kind>). */
export function diskFileStore(directory: string): FileStore {
  let made: Promise<unknown> | undefined;
  return {
    async put(extension, data) {
      made ??= mkdir(directory, { recursive: true });
      await made;
      const name = newStoredName(extension);
      // Written under a temporary name and renamed: a reader never sees half a file.
      const temporary = path.join(directory, `.${name}.tmp`);
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, path.join(directory, name));
      return name;
    },
    async get(name) {
      if (!STORED_NAME.test(name)) return undefined;
      return readFile(path.join(directory, name)).catch(() => undefined);
    },
    async delete(name) {
      if (STORED_NAME.test(name)) await rm(path.join(directory, name), { force: true });
    },
  };
}

/** A random stored name: 24 random bytes and the extension. */
export const newStoredName = (extension: 'png' | 'jpg') => `${randomBytes(24).toString('base64url')}.${extension}`;
