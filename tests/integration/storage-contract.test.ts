import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadRequestBody, type StorageDriver, type UploadTarget } from "@/lib/storage/driver";
import { createLocalStorage, type LocalStorageDriver } from "@/lib/storage/local";
import { createSupabaseStorage } from "@/lib/storage/supabase";
import { startStorageStub, type StorageStub } from "../support/supabase-storage-stub";

/**
 * Both storage drivers must behave the same for everything the app relies on. The Supabase driver
 * talks to a local HTTP stub of the Storage endpoints it calls.
 */

let dir: string;
let stub: StorageStub;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "storage-contract-"));
  stub = await startStorageStub();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await stub.close();
});

interface Harness {
  driver: StorageDriver;
  /** What the browser does with an upload target (the local route streams into writeStream). */
  upload(target: UploadTarget, key: string, bytes: Uint8Array): Promise<void>;
}

const drivers: [string, () => Harness][] = [
  [
    "local",
    () => {
      const driver = createLocalStorage(
        path.join(dir, `media-${Math.random().toString(36).slice(2)}`),
      ) as LocalStorageDriver;
      return {
        driver,
        async upload(target, key, bytes) {
          expect(target.url).toBe(`/api/admin/uploads?key=${encodeURIComponent(key)}`);
          const result = await driver.writeStream(key, new Blob([bytes as BlobPart]).stream(), 1024 * 1024);
          expect(result).toEqual({ ok: true, size: bytes.byteLength });
        },
      };
    },
  ],
  [
    "supabase",
    () => {
      stub.objects.clear();
      const driver = createSupabaseStorage({ url: stub.url, serviceRoleKey: stub.serviceRoleKey, bucket: stub.bucket });
      return {
        driver,
        async upload(target, _key, bytes) {
          // The browser holds no key: only the signed URL.
          expect(JSON.stringify(target)).not.toContain(stub.serviceRoleKey);
          const res = await fetch(target.url, {
            method: target.method,
            headers: target.headers,
            body: uploadRequestBody(target, new Blob([bytes as BlobPart], { type: "image/png" })),
          });
          expect(res.ok).toBe(true);
          expect(stub.objects.get(_key)).toMatchObject({ contentType: "image/png", cacheControl: "max-age=31536000" });
        },
      };
    },
  ],
];

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(drivers)("storage driver contract: %s", (kind, make) => {
  let h: Harness;
  beforeAll(() => {
    h = make();
  });

  it("reports its kind", () => {
    expect(h.driver.kind).toBe(kind);
  });

  it("puts, gets and lists files with their content type and a loadable URL", async () => {
    const stored = await h.driver.put("gallery/0123456789abcdef.webp", bytes("webp-bytes"), "image/webp");
    expect(stored).toMatchObject({ key: "gallery/0123456789abcdef.webp", contentType: "image/webp", size: 10 });
    expect(stored.url).toBe(h.driver.publicUrl("gallery/0123456789abcdef.webp"));
    expect(stored.url.endsWith("/gallery/0123456789abcdef.webp")).toBe(true);
    const got = await h.driver.get("gallery/0123456789abcdef.webp");
    expect(got?.contentType).toBe("image/webp");
    expect(new TextDecoder().decode(got?.data)).toBe("webp-bytes");
    await h.driver.put("hero/a/b.mp4", bytes("mp4"), "video/mp4");
    expect(await h.driver.list()).toEqual(["gallery/0123456789abcdef.webp", "hero/a/b.mp4"]);
  });

  it("lists the keys under one folder, and nothing for a folder that does not exist", async () => {
    await h.driver.put("uploads/one.img", bytes("one"), "image/png");
    expect(await h.driver.list("hero")).toEqual(["hero/a/b.mp4"]);
    expect(await h.driver.list("uploads")).toEqual(["uploads/one.img"]);
    expect(await h.driver.list("nothing-here")).toEqual([]);
    await h.driver.delete(["uploads/one.img"]);
  });

  it("overwrites an existing key (content-addressed keys are re-put harmlessly)", async () => {
    await h.driver.put("gallery/same.webp", bytes("one"), "image/webp");
    await h.driver.put("gallery/same.webp", bytes("two"), "image/webp");
    expect(new TextDecoder().decode((await h.driver.get("gallery/same.webp"))?.data)).toBe("two");
  });

  it("returns null for a missing file, and deleting missing files is not an error", async () => {
    expect(await h.driver.get("gallery/missing.webp")).toBeNull();
    expect(await h.driver.readHead("gallery/missing.webp", 16)).toBeNull();
    await expect(h.driver.delete(["gallery/missing.webp"])).resolves.toBeUndefined();
    await expect(h.driver.delete([])).resolves.toBeUndefined();
  });

  it("deletes only the given keys", async () => {
    await h.driver.put("del/one.webp", bytes("1"), "image/webp");
    await h.driver.put("del/two.webp", bytes("2"), "image/webp");
    await h.driver.delete(["del/one.webp"]);
    expect(await h.driver.get("del/one.webp")).toBeNull();
    expect(await h.driver.get("del/two.webp")).not.toBeNull();
  });

  it("reads the head of a file and its full size without the rest", async () => {
    const data = new Uint8Array(5000).map((_, i) => i % 251);
    await h.driver.put("head/big.mp4", data, "video/mp4");
    const head = await h.driver.readHead("head/big.mp4", 64);
    expect(head?.size).toBe(5000);
    expect([...(head?.bytes ?? [])]).toEqual([...data.subarray(0, 64)]);
    await h.driver.put("head/small.bin", bytes("abc"), "application/octet-stream");
    const small = await h.driver.readHead("head/small.bin", 64);
    expect(small?.size).toBe(3);
    expect(new TextDecoder().decode(small?.bytes)).toBe("abc");
  });

  it("moves a file to a new key", async () => {
    await h.driver.put("uploads/move-me.vid", bytes("video"), "video/mp4");
    await h.driver.move("uploads/move-me.vid", "gallery/moved.mp4");
    expect(await h.driver.get("uploads/move-me.vid")).toBeNull();
    expect(new TextDecoder().decode((await h.driver.get("gallery/moved.mp4"))?.data)).toBe("video");
  });

  it("takes a browser upload through its upload target", async () => {
    const key = "uploads/0123456789abcdef0123456789abcdef.img";
    const target = await h.driver.createUploadTarget(key, "image/png");
    await h.upload(target, key, bytes("png-ish"));
    expect(new TextDecoder().decode((await h.driver.get(key))?.data)).toBe("png-ish");
  });

  it("refuses unsafe keys before touching storage", async () => {
    for (const key of ["../etc/passwd", "/abs/path.webp", "a/../../b", "a\\b", "", "a//b"]) {
      await expect(h.driver.put(key, bytes("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
      await expect(h.driver.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(h.driver.delete([key])).rejects.toThrow(/Unsafe storage key/);
      expect(() => h.driver.publicUrl(key)).toThrow(/Unsafe storage key/);
    }
  });
});

describe("supabase driver specifics", () => {
  it("sends the service-role key on server calls, long cache headers, and public URLs under the public bucket path", async () => {
    const driver = createSupabaseStorage({
      url: `${stub.url}/`,
      serviceRoleKey: stub.serviceRoleKey,
      bucket: stub.bucket,
    });
    stub.requests.length = 0;
    const stored = await driver.put("gallery/cafe0123456789ab.avif", bytes("avif"), "image/avif");
    expect(stored.url).toBe(`${stub.url}/storage/v1/object/public/media/gallery/cafe0123456789ab.avif`);
    expect(stub.requests.every((r) => r.authorised)).toBe(true);
    expect(stub.objects.get("gallery/cafe0123456789ab.avif")?.cacheControl).toBe("max-age=31536000");
    const res = await fetch(stored.url);
    expect(res.headers.get("content-type")).toBe("image/avif");
  });

  it("surfaces a refused request as an error without the key in it", async () => {
    const driver = createSupabaseStorage({ url: stub.url, serviceRoleKey: "wrong-key", bucket: stub.bucket });
    const err = await driver.put("gallery/x.webp", bytes("x"), "image/webp").catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/failed: 400/);
    expect((err as Error).message).not.toContain("wrong-key");
  });

  it("a signed upload URL works once, for its own key only", async () => {
    const driver = createSupabaseStorage({ url: stub.url, serviceRoleKey: stub.serviceRoleKey, bucket: stub.bucket });
    const target = await driver.createUploadTarget("uploads/once.img", "image/png");
    expect(target.headers).toEqual({});
    expect((await fetch(target.url, { method: "PUT", body: uploadRequestBody(target, new Blob(["a"])) })).ok).toBe(
      true,
    );
    expect((await fetch(target.url, { method: "PUT", body: uploadRequestBody(target, new Blob(["b"])) })).ok).toBe(
      false,
    );
    const other = await driver.createUploadTarget("uploads/other.img", "image/png");
    const forged = other.url.replace("uploads/other.img", "gallery/not-mine.webp");
    expect((await fetch(forged, { method: "PUT", body: uploadRequestBody(other, new Blob(["c"])) })).ok).toBe(false);
    expect(stub.objects.has("gallery/not-mine.webp")).toBe(false);
  });
});
