import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { rm } from "node:fs/promises";
import { afterAll, vi } from "vitest";
import { createAdminAction, type AdminActionDeps } from "@/lib/actions/admin-action-core";
import { galleryActions } from "@/features/gallery/changes";
import { heroActions } from "@/features/hero-management/changes";
import { signMedia } from "@/features/media/media-token";
import type { ProcessedMedia } from "@/features/media/process-upload";
import type { StorageDriver } from "@/lib/storage/driver";
import { createLocalStorage } from "@/lib/storage/local";
import { withTestDatabase } from "./admin-harness";

/** The four files an uploaded photo becomes. */
export const imageKeys = (stem: string) => [`${stem}.webp`, `${stem}.avif`, `${stem}-thumb.webp`, `${stem}-thumb.avif`];

/** Stores stand-in files under these keys and returns what processUpload would have produced for them. */
export async function putStandInImage(
  store: StorageDriver,
  keys: string[],
  placeholder: string | null,
): Promise<Extract<ProcessedMedia, { kind: "image" }>> {
  for (const key of keys) await store.put(key, new Uint8Array([1]), "image/webp");
  return {
    kind: "image",
    imageUrl: `/media/${keys[0]}`,
    imageWebp: `/media/${keys[0]}`,
    imageAvif: `/media/${keys[1]}`,
    thumbnailUrl: `/media/${keys[2]}`,
    thumbnailAvif: `/media/${keys[3] ?? keys[2]}`,
    width: 1200,
    height: 800,
    placeholder,
    storageKeys: keys,
  };
}

/**
 * A local media store in a fresh temporary folder, removed after the file's tests, with the secret that signs
 * its uploads: `media` is what the media actions are given, `token` signs an upload as the upload route would.
 */
export function withTempMedia(prefix: string) {
  const secret = `${prefix}-secret`;
  const dir = path.join(os.tmpdir(), `${prefix}-${randomBytes(6).toString("hex")}`);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const store = createLocalStorage(path.join(dir, "media"));
  const media = { storage: () => store, secret: () => secret };
  return { store, media, token: (m: ProcessedMedia) => signMedia(m, secret) };
}

/**
 * The gallery and hero actions on a fresh database and a temporary media folder, signed in as an admin;
 * with stand-in uploads, so the tests need no image or video tools.
 */
export function withMediaActions() {
  const database = withTestDatabase();
  const { store, media, token } = withTempMedia("media-actions");
  const updateTag = vi.fn<(tag: string) => void>();
  const deps = {
    verify: async () => ({ kind: "admin", email: "owner@example.com", role: "owner" }) as const,
    getDb: async () => database.db,
    updateTag,
    logError: vi.fn(),
  } satisfies AdminActionDeps;
  const adminAction = createAdminAction(deps);
  const gallery = galleryActions(media);
  const hero = heroActions(media);

  let n = 0;
  /** Stores stand-in files and returns what processUpload would have produced for them. */
  async function storedImage(prefix = "gallery", shareWith?: string[]): Promise<ProcessedMedia> {
    const keys = shareWith ?? imageKeys(`${prefix}/${(++n).toString(16).padStart(16, "0")}`);
    return putStandInImage(store, keys, "#112233 #445566");
  }
  async function storedVideo(format: "mp4" | "webm", prefix = "gallery"): Promise<ProcessedMedia> {
    const key = `${prefix}/${(++n).toString(16).padStart(32, "0")}.${format}`;
    await store.put(key, new Uint8Array([1]), `video/${format}`);
    return { kind: "video", format, url: `/media/${key}`, size: 1, storageKeys: [key] };
  }
  const exists = async (key: string) => (await store.get(key)) !== null;

  async function addPhoto(title: string, category = "food") {
    const media = await storedImage();
    const result = await adminAction(gallery.addGalleryItem)({ token: token(media), title, category });
    if (!result.ok) throw new Error(result.error);
    return { row: result.data, media };
  }

  return { database, store, updateTag, adminAction, gallery, hero, storedImage, storedVideo, token, exists, addPhoto };
}
