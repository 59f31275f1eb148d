import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeStorageKey, contentTypeForKey, type StorageDriver, type StoredFile } from "./driver";

/** Files under `root`, served at `/media/<key>` by the media route handler. */
export function createLocalStorage(root: string, urlPrefix = "/media"): StorageDriver {
  const resolved = path.resolve(root);

  function fileFor(key: string): string {
    assertSafeStorageKey(key);
    const file = path.resolve(resolved, key);
    // Defence in depth: even a "safe" key must stay inside the root.
    if (!file.startsWith(resolved + path.sep)) throw new Error("Storage key escapes the media root");
    return file;
  }

  return {
    kind: "local",
    async put(key, data, contentType): Promise<StoredFile> {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return { key, url: `${urlPrefix}/${key}`, contentType, size: data.byteLength };
    },
    async delete(keys) {
      await Promise.all(keys.map((k) => rm(fileFor(k), { force: true })));
    },
    async get(key) {
      try {
        const data = await readFile(fileFor(key));
        return { data: new Uint8Array(data), contentType: contentTypeForKey(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT" || (err as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw err;
      }
    },
    async list() {
      try {
        const entries = await readdir(resolved, { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) => path.relative(resolved, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
          .sort();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw err;
      }
    },
    publicUrl(key) {
      assertSafeStorageKey(key);
      return `${urlPrefix}/${key}`;
    },
  };
}
