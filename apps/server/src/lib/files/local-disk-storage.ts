import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime';
import type { ByteRange, FileStorage, StoredFileInfo } from './file-storage.js';
import { discard, temporaryPath } from './temp-files.js';

/** FileStorage in one folder (DATA_DIR/uploads). The type is read from the name's extension. */
export function createLocalDiskStorage(dir: string): FileStorage {
  const pathOf = (name: string) => path.join(dir, name);

  return {
    async put(name, source) {
      await fs.mkdir(dir, { recursive: true });
      if (await this.head(name)) return discard(source);
      // A rename within one folder is atomic: no reader sees half a file.
      await fs.rename(source, pathOf(name)).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        // The temporary file was on another file system: copy beside the target, then rename.
        const nearby = temporaryPath(dir);
        try {
          await fs.copyFile(source, nearby);
          await fs.rename(nearby, pathOf(name));
        } finally {
          await discard(nearby, source);
        }
      });
    },

    async head(name): Promise<StoredFileInfo | undefined> {
      const stats = await fs.stat(pathOf(name)).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return { size: stats.size, contentType: mime.getType(name) ?? 'application/octet-stream' };
    },

    async open(name, range?: ByteRange) {
      return createReadStream(pathOf(name), range);
    },

    async delete(name) {
      await fs.rm(pathOf(name), { force: true });
    },
  };
}
