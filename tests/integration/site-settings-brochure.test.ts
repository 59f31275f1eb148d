import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { BROCHURE_EXPIRED, removeBrochureRun, setBrochureRun } from "@/features/settings/changes";
import { galleryActions } from "@/features/gallery/changes";
import { activityLog } from "@/lib/db/schema";
import { processUpload } from "@/features/media/process-upload";
import { findOrphans, referencedKeys } from "@/features/media/references";
import { newUploadKey } from "@/features/media/upload-keys";
import { MAX_DOCUMENT_BYTES } from "@/lib/storage/media-rules";
import { readSiteSettings } from "@/features/settings/read";
import { brochureSchema, removeBrochureSchema } from "@/features/settings/schema";
import { addGalleryItemSchema } from "@/features/media/schema";
import { adminDeps, withTestDatabase } from "../support/admin-harness";
import { withTempMedia } from "../support/media-harness";

const database = withTestDatabase();
const { store, media, token } = withTempMedia("brochure");

function makeActions() {
  const deps = adminDeps(database.db, "owner@example.com");
  const adminAction = createAdminAction(deps);
  const gallery = galleryActions(media);
  const settings = { entity: "site_settings", tags: ["settings"] } as const;
  return {
    deps,
    set: adminAction({ name: "settings.setBrochure", schema: brochureSchema, ...settings, run: setBrochureRun(media) }),
    remove: adminAction({
      name: "settings.removeBrochure",
      schema: removeBrochureSchema,
      ...settings,
      run: removeBrochureRun(media),
    }),
    addToGallery: adminAction({ ...gallery.addGalleryItem, schema: addGalleryItemSchema }),
  };
}

let actions: ReturnType<typeof makeActions>;
beforeAll(() => {
  actions = makeActions();
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

async function uploaded(bytes: Uint8Array, name = "brochure.pdf") {
  const key = newUploadKey("document");
  await store.put(key, bytes, "application/pdf");
  return processUpload(store, { key, name, prefix: "brochure" });
}

describe("brochure upload", () => {
  it("accepts a PDF by its %PDF- bytes and moves it to brochure/", async () => {
    const outcome = await uploaded(PDF);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.media.kind !== "document") throw new Error("expected a document");
    expect(outcome.media.storageKeys).toEqual([expect.stringMatching(/^brochure\/[0-9a-f]{32}\.pdf$/)]);
    expect(outcome.media.size).toBe(PDF.byteLength);
    expect((await store.get(outcome.media.storageKeys[0]!))?.contentType).toBe("application/pdf");
  });

  it("refuses a file that only claims to be a PDF, and one over the limit, and deletes the upload", async () => {
    const fake = await uploaded(new TextEncoder().encode("<html>not a pdf</html>"), "fake.pdf");
    expect(fake).toEqual({
      ok: false,
      error: "“fake.pdf” is not a PDF (judged by its contents, not its name), so it was not uploaded.",
    });
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF.subarray(0, 5));
    const tooBig = await uploaded(big, "huge.pdf");
    expect(tooBig.ok).toBe(false);
    if (!tooBig.ok) expect(tooBig.error).toContain("The brochure can be at most 10 MB");
    expect(await store.list("uploads")).toEqual([]);
  });

  it("sets, replaces (deleting the old file after commit) and removes the brochure, each logged with before/after", async () => {
    const first = await uploaded(PDF);
    if (!first.ok) throw new Error(first.error);
    expect(await actions.set({ token: token(first.media), fileName: "Events 2026.pdf" })).toEqual({
      ok: true,
      data: { changed: true },
    });
    let brochure = (await readSiteSettings(database.db)).brochure;
    expect(brochure).toMatchObject({
      key: first.media.storageKeys[0],
      url: `/media/${first.media.storageKeys[0]}`,
      fileName: "Events 2026.pdf",
      size: PDF.byteLength,
    });
    expect(findOrphans(await store.list(), await referencedKeys(database.db))).not.toContain(
      first.media.storageKeys[0],
    );

    const second = await uploaded(PDF);
    if (!second.ok) throw new Error(second.error);
    expect((await actions.set({ token: token(second.media), fileName: "Events 2027.pdf" })).ok).toBe(true);
    brochure = (await readSiteSettings(database.db)).brochure;
    expect(brochure.key).toBe(second.media.storageKeys[0]);
    expect(await store.get(first.media.storageKeys[0]!)).toBeNull();

    expect((await actions.remove({})).ok).toBe(true);
    expect((await readSiteSettings(database.db)).brochure).toEqual({
      key: null,
      url: null,
      fileName: null,
      size: null,
    });
    expect(await store.get(second.media.storageKeys[0]!)).toBeNull();

    const log = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, "brochure"))
      .orderBy(activityLog.createdAt);
    expect(
      log.map((r) => [
        r.summary,
        (r.before as { fileName: string | null }).fileName,
        (r.after as { fileName: string | null }).fileName,
      ]),
    ).toEqual([
      ["Updated the events brochure", null, "Events 2026.pdf"],
      ["Updated the events brochure", "Events 2026.pdf", "Events 2027.pdf"],
      ["Updated the events brochure", "Events 2027.pdf", null],
    ]);
  });

  it("refuses a forged token, and the gallery refuses a brochure's token", async () => {
    expect(await actions.set({ token: "x".repeat(20), fileName: "a.pdf" })).toEqual({
      ok: false,
      error: BROCHURE_EXPIRED,
    });
    const doc = await uploaded(PDF);
    if (!doc.ok) throw new Error(doc.error);
    const added = await actions.addToGallery({
      token: token(doc.media),
      title: "Brochure",
      category: "interior",
    });
    expect(added.ok).toBe(false);
  });
});
