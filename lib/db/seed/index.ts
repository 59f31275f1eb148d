import os from "node:os";
import type { Database } from "@/lib/db/client";
import { galleryImages, heroVideos, menuSections } from "@/lib/db/schema";
import type { StorageDriver } from "@/lib/storage/driver";
import { insertDemoGuests } from "./guests";
import { GALLERY_ART, insertDemoGallery, storeDemoGalleryMedia } from "./gallery";
import { HERO_ART, insertDemoHeroes, storeDemoHeroMedia } from "./hero";
import { insertDemoHours } from "./hours";
import type { DemoArt } from "./demo-art";
import { insertDemoMenu } from "./menu";
import { insertDemoNewsletters } from "./newsletter";
import { insertDemoPopup } from "./popups";
import { insertDemoTables, seatDemoBookings } from "./tables";

/** Demo content, so a fresh install looks like a working restaurant's before staff enter anything. */

export { demoMediaDir } from "./demo-art";

export const DEMO_ARTWORK: readonly DemoArt[] = [...GALLERY_ART, ...HERO_ART];

export interface SeedOptions {
  storage: StorageDriver;
  now?: Date;
}

/** Media first (the slow part), then every row in one transaction, so a failure leaves no half-seeded tables. */
export async function seedDemoContent(db: Database, opts: SeedOptions): Promise<void> {
  const now = opts.now ?? new Date();
  const { storage } = opts;
  const limit = Math.max(2, Math.min(4, os.availableParallelism()));

  const [gallery, heroes] = await Promise.all([storeDemoGalleryMedia(storage, limit), storeDemoHeroMedia(storage)]);

  await db.transaction(async (tx) => {
    await insertDemoMenu(tx, now);
    await insertDemoHours(tx, now);
    await insertDemoGallery(tx, gallery);
    await insertDemoHeroes(tx, heroes);
    await insertDemoPopup(tx, now);
    // Guests first: the sent newsletter went to the demo subscribers among them.
    await insertDemoGuests(tx, now);
    await insertDemoNewsletters(tx, now);
    await insertDemoTables(tx);
    await seatDemoBookings(tx);
  });
}

export async function hasSiteContent(db: Database): Promise<boolean> {
  const [section, image, hero] = await Promise.all([
    db.select({ id: menuSections.id }).from(menuSections).limit(1),
    db.select({ id: galleryImages.id }).from(galleryImages).limit(1),
    db.select({ id: heroVideos.id }).from(heroVideos).limit(1),
  ]);
  return section.length + image.length + hero.length > 0;
}

/** Checked rather than locked: a race on a shared Postgres fails on the unique menu slugs and rolls back. */
export async function seedDemoContentIfEmpty(db: Database, opts: Partial<SeedOptions> = {}): Promise<boolean> {
  if (await hasSiteContent(db)) return false;
  const storage = opts.storage ?? (await import("@/lib/storage")).storage();
  await seedDemoContent(db, { storage, now: opts.now });
  return true;
}
