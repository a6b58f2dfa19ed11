import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertKey, type ObjectStorage, type PutOptions } from './object-storage.ts';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/**
 * Objects as files under `root` (DATA_DIR/uploads by default), created on the first write.
 * A write goes to a temporary name first and is renamed into place, so a reader never sees
 * half a file. The content type follows the extension; the API serves them.
 */
export function createLocalStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key: string, body: Buffer, _options: PutOptions) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.promises.writeFile(temp, body);
      await fs.promises.rename(temp, file);
    },
    async get(key: string) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return {
        body: fs.createReadStream(file),
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        contentLength: size,
      };
    },
    async delete(key: string) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    publicUrl: () => null,
  };
}
