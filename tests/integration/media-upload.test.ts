import { readFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleLocalUpload } from "@/features/media/local-upload-route";
import { processUpload } from "@/features/media/process-upload";
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from "@/lib/storage/media-rules";
import { newUploadKey } from "@/features/media/upload-keys";
import { demoMediaDir } from "@/lib/db/seed";
import type { StorageDriver } from "@/lib/storage/driver";
import { createLocalStorage, type LocalStorageDriver } from "@/lib/storage/local";

let dir: string;
let store: LocalStorageDriver;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "media-upload-"));
  store = createLocalStorage(path.join(dir, "media"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c9a45c"/><circle cx="50%" cy="50%" r="30%" fill="#1f4a3a"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg))[format]().toBuffer());
}

async function uploaded(kind: "image" | "video", bytes: Uint8Array) {
  const key = newUploadKey(kind);
  await store.put(key, bytes, "application/octet-stream");
  return key;
}

describe("processUpload: images", () => {
  it("re-encodes a photo to WebP, AVIF and a thumbnail at most 2400 px, stores its size and deletes the upload", async () => {
    const key = await uploaded("image", await photo(3000, 2000));
    const outcome = await processUpload(store, { key, name: "terrace.jpg", prefix: "gallery" });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.media.kind !== "image") return;
    expect(outcome.media).toMatchObject({ width: 2400, height: 1600 });
    expect(outcome.media.storageKeys).toHaveLength(4);
    expect(outcome.media.imageAvif).toMatch(/^\/media\/gallery\/[0-9a-f]{16}\.avif$/);
    expect(outcome.media.imageWebp).toMatch(/\.webp$/);
    const meta = await sharp(Buffer.from((await store.get(outcome.media.storageKeys[0]!))!.data)).metadata();
    expect(meta.format).toBe("webp");
    expect(await store.get(key)).toBeNull();
  });

  it("refuses a text file renamed .jpg by its bytes, and deletes it", async () => {
    const key = await uploaded("image", new TextEncoder().encode("Table for four at eight, please."));
    expect(await processUpload(store, { key, name: "menu.jpg", prefix: "gallery" })).toEqual({
      ok: false,
      error:
        "“menu.jpg” is not a JPEG, PNG, WebP or AVIF image (judged by its contents, not its name), so it was not uploaded.",
    });
    expect(await store.get(key)).toBeNull();
  });

  it("refuses SVG with its own message, even when named .png", async () => {
    const key = await uploaded(
      "image",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    const outcome = await processUpload(store, { key, name: "logo.png", prefix: "gallery" });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining("SVG files are not accepted") });
  });

  it("refuses an image over 15 MB", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await photo(10, 10));
    const key = await uploaded("image", big);
    expect(await processUpload(store, { key, name: "huge.jpg", prefix: "gallery" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("Images can be at most 15 MB"),
    });
    expect(await store.get(key)).toBeNull();
  });

  it("refuses a file that claims to be a JPEG but cannot be decoded", async () => {
    const key = await uploaded("image", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(await processUpload(store, { key, name: "broken.jpg", prefix: "gallery" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("could not be read"),
    });
  });

  it("says so when the upload never arrived, and refuses keys outside uploads/", async () => {
    expect(
      await processUpload(store, { key: newUploadKey("image"), name: "lost.jpg", prefix: "gallery" }),
    ).toMatchObject({ ok: false, error: expect.stringContaining("did not finish uploading") });
    await store.put("gallery/keep.webp", await photo(10, 10, "webp"), "image/webp");
    expect((await processUpload(store, { key: "gallery/keep.webp", name: "x", prefix: "gallery" })).ok).toBe(false);
    expect(await store.get("gallery/keep.webp")).not.toBeNull();
  });
});

describe("processUpload: videos", () => {
  it("accepts MP4 and WebM by their bytes and moves them to a unique final key", async () => {
    for (const [file, format] of [
      ["hero-1.mp4", "mp4"],
      ["hero-1.webm", "webm"],
    ] as const) {
      const key = await uploaded("video", new Uint8Array(await readFile(path.join(demoMediaDir, file))));
      const outcome = await processUpload(store, { key, name: file, prefix: "hero", video: format });
      expect(outcome).toMatchObject({ ok: true, media: { kind: "video", format } });
      if (!outcome.ok || outcome.media.kind !== "video") return;
      expect(outcome.media.storageKeys[0]).toMatch(new RegExp(`^hero/[0-9a-f]{32}\\.${format}$`));
      expect(await store.get(outcome.media.storageKeys[0]!)).not.toBeNull();
      expect(await store.get(key)).toBeNull();
    }
  });

  it("refuses a non-video, and a WebM where an MP4 was asked for", async () => {
    const text = await uploaded("video", new TextEncoder().encode("not a video at all"));
    expect(await processUpload(store, { key: text, name: "clip.mp4", prefix: "gallery" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("is not an MP4 or WebM video"),
    });
    const webm = await uploaded("video", new Uint8Array(await readFile(path.join(demoMediaDir, "hero-1.webm"))));
    expect(await processUpload(store, { key: webm, name: "clip.webm", prefix: "hero", video: "mp4" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("is not an MP4 video"),
    });
  });

  it("refuses a video over 200 MB from its size alone (the bytes are never read)", async () => {
    const key = await uploaded("video", new Uint8Array(await readFile(path.join(demoMediaDir, "hero-1.mp4"))));
    let fullReads = 0;
    const huge: StorageDriver = {
      ...store,
      readHead: async (k, n) => {
        const head = await store.readHead(k, n);
        return head && { ...head, size: MAX_VIDEO_BYTES + 1 };
      },
      get: async (k) => {
        fullReads++;
        return store.get(k);
      },
    };
    expect(await processUpload(huge, { key, name: "feast.mp4", prefix: "gallery" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("Videos can be at most 200 MB"),
    });
    expect(fullReads).toBe(0);
    expect(await store.get(key)).toBeNull();
  });
});

describe("local upload route", () => {
  const admin = async () => ({ kind: "admin", email: "staff@example.com", role: "owner" }) as const;
  const post = (key: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request(`http://localhost/api/admin/uploads?key=${encodeURIComponent(key)}`, {
      method: "POST",
      body,
      headers,
      duplex: "half",
    } as RequestInit);

  it("refuses anyone but an admin", async () => {
    const key = newUploadKey("image");
    expect(
      (await handleLocalUpload(post(key, "x"), { verify: async () => ({ kind: "signed-out" }), storage: store }))
        .status,
    ).toBe(401);
    expect(
      (
        await handleLocalUpload(post(key, "x"), {
          verify: async () => ({ kind: "not-admin", email: "a@b.c" }),
          storage: store,
        })
      ).status,
    ).toBe(403);
    expect(await store.get(key)).toBeNull();
  });

  it("stores the body at an upload key and nowhere else", async () => {
    const key = newUploadKey("image");
    const res = await handleLocalUpload(post(key, "hello"), { verify: admin, storage: store });
    expect(res.status).toBe(201);
    expect(new TextDecoder().decode((await store.get(key))?.data)).toBe("hello");
    for (const bad of ["gallery/x.webp", "../x", "uploads/../../x.img"]) {
      expect((await handleLocalUpload(post(bad, "x"), { verify: admin, storage: store })).status).toBe(400);
    }
  });

  it("refuses a declared size over the limit before reading, and stops a stream at the limit", async () => {
    const key = newUploadKey("video");
    const declared = await handleLocalUpload(post(key, "x", { "content-length": String(MAX_VIDEO_BYTES + 1) }), {
      verify: admin,
      storage: store,
    });
    expect(declared.status).toBe(413);

    const imageKey = newUploadKey("image");
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_IMAGE_BYTES + 2 * chunk.byteLength) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await handleLocalUpload(post(imageKey, stream), { verify: admin, storage: store });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 2 * chunk.byteLength);
    expect(await store.get(imageKey)).toBeNull();
  });

  it("is not offered when media lives in Supabase", async () => {
    const supabaseLike = { ...store, kind: "supabase" } as unknown as StorageDriver;
    expect(
      (await handleLocalUpload(post(newUploadKey("image"), "x"), { verify: admin, storage: supabaseLike })).status,
    ).toBe(404);
  });
});

describe("processUpload on Supabase Storage (local stub)", () => {
  it("turns a browser upload into WebP/AVIF variants, and moves an accepted video, in the bucket", async () => {
    const { startStorageStub } = await import("../support/supabase-storage-stub");
    const { createSupabaseStorage } = await import("@/lib/storage/supabase");
    const { uploadRequestBody } = await import("@/lib/storage/driver");
    const stub = await startStorageStub();
    try {
      const bucket = createSupabaseStorage({ url: stub.url, serviceRoleKey: stub.serviceRoleKey, bucket: stub.bucket });
      const send = async (kind: "image" | "video", bytes: Uint8Array, type: string) => {
        const key = newUploadKey(kind);
        const target = await bucket.createUploadTarget(key, type);
        const res = await fetch(target.url, {
          method: target.method,
          headers: target.headers,
          body: uploadRequestBody(target, new Blob([bytes as BlobPart], { type })),
        });
        expect(res.ok).toBe(true);
        return key;
      };
      const image = await processUpload(bucket, {
        key: await send("image", await photo(800, 600, "png"), "image/png"),
        name: "dish.png",
        prefix: "gallery",
      });
      expect(image).toMatchObject({ ok: true, media: { kind: "image", width: 800, height: 600 } });
      if (image.ok && image.media.kind === "image") {
        expect(image.media.imageAvif).toBe(`${stub.url}/storage/v1/object/public/media/${image.media.storageKeys[1]}`);
        expect((await fetch(image.media.imageAvif)).headers.get("content-type")).toBe("image/avif");
      }
      const video = await processUpload(bucket, {
        key: await send("video", new Uint8Array(await readFile(path.join(demoMediaDir, "hero-1.mp4"))), "video/mp4"),
        name: "loop.mp4",
        prefix: "hero",
        video: "mp4",
      });
      expect(video).toMatchObject({ ok: true, media: { kind: "video", format: "mp4" } });
      expect([...stub.objects.keys()].filter((k) => k.startsWith("uploads/"))).toEqual([]);
    } finally {
      await stub.close();
    }
  });
});
