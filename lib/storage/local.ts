import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeStorageKey, contentTypeForKey, type StorageDriver, type StoredFile } from "./driver";

export interface LocalStorageDriver extends StorageDriver {
  readonly kind: "local";
  writeStream(
    key: string,
    body: ReadableStream<Uint8Array>,
    maxBytes: number,
  ): Promise<{ ok: true; size: number } | { ok: false; reason: "too-large" }>;
}

export const LOCAL_UPLOAD_PATH = "/api/admin/uploads";

export function createLocalStorage(root: string, urlPrefix = "/media"): LocalStorageDriver {
  const resolved = path.resolve(root);

  function fileFor(key: string): string {
    assertSafeStorageKey(key);
    const file = path.resolve(resolved, key);
    // Defence in depth: even a "safe" key must stay inside the root.
    if (!file.startsWith(resolved + path.sep)) throw new Error("Storage key escapes the media root");
    return file;
  }

  const missing = (err: unknown) => ["ENOENT", "EISDIR", "ENOTDIR"].includes((err as NodeJS.ErrnoException).code ?? "");

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
        if (missing(err)) return null;
        throw err;
      }
    },
    async readHead(key, length) {
      let handle;
      try {
        handle = await open(fileFor(key), "r");
        const stat = await handle.stat();
        if (!stat.isFile()) return null;
        const size = stat.size;
        const buffer = new Uint8Array(Math.min(length, size));
        await handle.read(buffer, 0, buffer.length, 0);
        return { bytes: buffer, size };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      } finally {
        await handle?.close();
      }
    },
    async move(from, to) {
      const target = fileFor(to);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(fileFor(from), target);
    },
    async createUploadTarget(key) {
      assertSafeStorageKey(key);
      return { url: `${LOCAL_UPLOAD_PATH}?key=${encodeURIComponent(key)}`, method: "POST", headers: {} };
    },
    async writeStream(key, body, maxBytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const out = createWriteStream(file);
      const finished = new Promise<void>((resolve, reject) => {
        out.on("finish", resolve);
        out.on("error", reject);
      });
      const reader = body.getReader();
      let size = 0;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > maxBytes) {
            await reader.cancel();
            out.destroy();
            await rm(file, { force: true });
            return { ok: false, reason: "too-large" };
          }
          if (!out.write(value)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
        }
        out.end();
        await finished;
        return { ok: true, size };
      } catch (err) {
        out.destroy();
        await rm(file, { force: true });
        throw err;
      }
    },
    async list(folder) {
      if (folder !== undefined) assertSafeStorageKey(folder);
      try {
        const entries = await readdir(folder === undefined ? resolved : fileFor(folder), {
          recursive: true,
          withFileTypes: true,
        });
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
