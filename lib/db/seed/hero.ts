import type { Database } from "@/lib/db/client";
import { heroVideos } from "@/lib/db/schema";
import type { StorageDriver } from "@/lib/storage/driver";
import { DEMO_SIZES, type DemoArt, type DemoScene } from "./demo-art";
import { storeArtwork, storeDemoVideo } from "./media";

// Also read by scripts/render-demo-posters.ts, so a poster matches its video's first frame.
// Light grain: grain in a video costs bitrate for nothing.
export const HERO_DEMO = [
  {
    scene: "lanterns",
    seed: 47,
    file: "hero-1",
    grain: 0.6,
    alt: "A candle-lit dining room under hanging brass lanterns, with arched emerald alcoves and tables laid for the evening",
  },
  {
    scene: "tandoor",
    seed: 1947,
    file: "hero-2",
    grain: 0.6,
    alt: "Skewers of seekh kebab over the glowing mouth of a clay tandoor, embers flickering below",
  },
] as const satisfies ReadonlyArray<{ scene: DemoScene; seed: number; file: string; grain: number; alt: string }>;

type DemoHero = (typeof HERO_DEMO)[number];

const heroArt = (hero: DemoHero): DemoArt => ({
  scene: hero.scene,
  seed: hero.seed,
  grain: hero.grain,
  ...DEMO_SIZES.hero,
});

export const HERO_ART: DemoArt[] = HERO_DEMO.map(heroArt);

export type DemoHeroMedia = Awaited<ReturnType<typeof storeDemoHeroMedia>>;

export function storeDemoHeroMedia(storage: StorageDriver) {
  return Promise.all(
    HERO_DEMO.map(async (hero) => {
      const [poster, mp4, webm] = await Promise.all([
        storeArtwork(storage, "hero", heroArt(hero)),
        storeDemoVideo(storage, "hero", `${hero.file}.mp4`, "video/mp4"),
        storeDemoVideo(storage, "hero", `${hero.file}.webm`, "video/webm"),
      ]);
      return { hero, poster, mp4, webm };
    }),
  );
}

export async function insertDemoHeroes(tx: Database, media: DemoHeroMedia): Promise<void> {
  await tx.insert(heroVideos).values(
    media.map(({ hero, poster, mp4, webm }, index) => ({
      status: "published" as const,
      visible: true,
      sortIndex: index,
      videoUrl: mp4.url,
      videoWebm: webm.url,
      posterUrl: poster.imageWebp,
      posterWidth: poster.width,
      posterHeight: poster.height,
      altText: hero.alt,
      transitionDuration: 6000,
      storageKeys: [mp4.key, webm.key, ...poster.storageKeys],
    })),
  );
}
