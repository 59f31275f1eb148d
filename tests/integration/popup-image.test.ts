import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { createPopupRun, deletePopupRun, duplicatePopupRun, updatePopupRun } from "@/features/popups/changes";
import { galleryImages, popups } from "@/lib/db/schema";
import { POPUP_MESSAGES, popupIdSchema, popupSchema } from "@/features/popups/schema";
import { adminDeps, withTestDatabase } from "../support/admin-harness";
import { imageKeys, putStandInImage, withTempMedia } from "../support/media-harness";
import { draftPopupInput } from "../support/popup-input";

const database = withTestDatabase();
const { store, media, token } = withTempMedia("popup-image");

function makeActions() {
  const deps = adminDeps(database.db, "owner@example.com");
  const wrap = createAdminAction(deps);
  return {
    create: wrap({ name: "popups.create", schema: popupSchema, entity: "popup", run: createPopupRun(media) }),
    update: wrap({ name: "popups.update", schema: popupSchema, entity: "popup", run: updatePopupRun(media) }),
    duplicate: wrap({ name: "popups.duplicate", schema: popupIdSchema, entity: "popup", run: duplicatePopupRun }),
    remove: wrap({ name: "popups.delete", schema: popupIdSchema, entity: "popup", run: deletePopupRun(media) }),
  };
}

let actions: ReturnType<typeof makeActions>;
beforeAll(() => {
  actions = makeActions();
});

let n = 0;
const storedImage = () => putStandInImage(store, imageKeys(`gallery/${(++n).toString(16).padStart(16, "0")}`), null);
const exists = async (key: string) => (await store.get(key)) !== null;
const input = draftPopupInput;
const row = async (id: string) => (await database.db.select().from(popups).where(eq(popups.id, id)))[0]!;

describe("the popup image comes from the media library and its files are tracked", () => {
  it("a new upload becomes the popup's image and its files; changing or deleting the popup deletes them", async () => {
    const upload = await storedImage();
    const made = await actions.create(
      input({ imageUrl: upload.imageWebp, imageToken: token(upload), imageAlt: "Lamb biryani" }),
    );
    if (!made.ok) throw new Error(made.error);
    expect(await row(made.data.id)).toMatchObject({
      imageUrl: upload.imageWebp,
      imageAlt: "Lamb biryani",
      storageKeys: upload.storageKeys,
    });

    // A copy shares the files: deleting the original keeps them for the copy.
    const copy = await actions.duplicate({ id: made.data.id });
    if (!copy.ok) throw new Error(copy.error);
    expect((await row(copy.data.id)).storageKeys).toEqual(upload.storageKeys);
    expect((await actions.remove({ id: made.data.id })).ok).toBe(true);
    for (const key of upload.storageKeys) expect(await exists(key)).toBe(true);

    // Removing the copy's image lets go of the files: nothing uses them any more.
    const cleared = await actions.update(input({ id: copy.data.id, headline: "Eid dinner (copy)" }));
    expect(cleared.ok).toBe(true);
    expect(await row(copy.data.id)).toMatchObject({ imageUrl: null, imageAlt: null, storageKeys: [] });
    for (const key of upload.storageKeys) expect(await exists(key)).toBe(false);
  });

  it("a gallery photo is shared, never deleted with the popup; an address from elsewhere is refused", async () => {
    const photo = await storedImage();
    await database.db.insert(galleryImages).values({
      title: "Copper karahi",
      imageUrl: photo.imageUrl,
      imageWebp: photo.imageWebp,
      storageKeys: photo.storageKeys,
    });
    const made = await actions.create(input({ imageUrl: photo.imageWebp, imageAlt: "Karahi" }));
    if (!made.ok) throw new Error(made.error);
    expect((await row(made.data.id)).storageKeys).toEqual(photo.storageKeys);
    expect((await actions.remove({ id: made.data.id })).ok).toBe(true);
    for (const key of photo.storageKeys) expect(await exists(key)).toBe(true);

    for (const imageUrl of ["https://example.com/photo.jpg", "/media/gallery/not-in-the-library.webp"]) {
      expect(await actions.create(input({ imageUrl, imageAlt: "Elsewhere" }))).toMatchObject({
        ok: false,
        fieldErrors: { imageUrl: [POPUP_MESSAGES.imageNotInLibrary] },
      });
    }
  });

  it("an address saved before the library existed stays while unchanged", async () => {
    const [legacy] = await database.db
      .insert(popups)
      .values({ headline: "Old", imageUrl: "https://example.com/old.jpg", imageAlt: "Old photo" })
      .returning();
    const kept = await actions.update(
      input({
        id: legacy!.id,
        headline: "Old, edited",
        imageUrl: "https://example.com/old.jpg",
        imageAlt: "Old photo",
      }),
    );
    expect(kept.ok).toBe(true);
    expect(await row(legacy!.id)).toMatchObject({ headline: "Old, edited", imageUrl: "https://example.com/old.jpg" });
  });
});
