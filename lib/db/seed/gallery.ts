import type { Database } from "@/lib/db/client";
import { galleryImages } from "@/lib/db/schema";
import type { StorageDriver, StoredFile } from "@/lib/storage/driver";
import type { StoredImageVariants } from "@/lib/storage/image-variants";
import { HERO_DEMO } from "./hero";
import { DEMO_SIZES, type DemoArt, type DemoScene } from "./demo-art";
import { mapLimit, storeArtwork, storeDemoVideo } from "./media";

type GalleryCategory = "food" | "interior" | "drinks" | "events";

interface DemoArtwork {
  scene: DemoScene;
  seed: number;
  orientation: "landscape" | "portrait";
  category: GalleryCategory;
  title: string;
  alt: string;
}

const GALLERY: DemoArtwork[] = [
  {
    scene: "biryani",
    seed: 101,
    orientation: "landscape",
    category: "food",
    title: "Sindhi Biryani",
    alt: "Saffron-streaked Sindhi biryani with lamb and potato on a gold-rimmed plate, beside a copper bowl of raita",
  },
  {
    scene: "lanterns",
    seed: 102,
    orientation: "landscape",
    category: "interior",
    title: "The Dining Room",
    alt: "The dining room at night: brass lanterns hanging before emerald arched alcoves, a candle on every table",
  },
  {
    scene: "mocktail-rose",
    seed: 103,
    orientation: "portrait",
    category: "drinks",
    title: "Rose & Cardamom Cooler",
    alt: "A tall rose and cardamom cooler over ice with a gold rim and straw, glowing against the dark bar",
  },
  {
    scene: "karahi",
    seed: 104,
    orientation: "landscape",
    category: "food",
    title: "Lamb Karahi",
    alt: "Lamb karahi in a hammered copper pan with green chillies, ginger and fresh coriander",
  },
  {
    scene: "banquet",
    seed: 105,
    orientation: "landscape",
    category: "events",
    title: "A Banquet Evening",
    alt: "A long banquet table dressed in ivory and emerald, candles down its length, leading to a lit arch",
  },
  {
    scene: "jali",
    seed: 106,
    orientation: "portrait",
    category: "interior",
    title: "The Jali Screen",
    alt: "A carved star-pattern jali screen in a gold-edged arch, lit warmly from behind, with candles on the table before it",
  },
  {
    scene: "seekh",
    seed: 107,
    orientation: "landscape",
    category: "food",
    title: "Seekh Kebab",
    alt: "Four seekh kebabs on a slate with pink onion rings, lemon and a brass bowl of mint chutney",
  },
  {
    scene: "mocktail-mango",
    seed: 108,
    orientation: "landscape",
    category: "drinks",
    title: "Saffron Sunset",
    alt: "A gold-rimmed coupe of mango and saffron mocktail garnished with a slice of mango",
  },
  {
    scene: "candle-table",
    seed: 109,
    orientation: "landscape",
    category: "events",
    title: "Private Dining",
    alt: "A table set for a private party: candles of different heights, water tumblers and marigolds on an emerald runner",
  },
  {
    scene: "naan",
    seed: 110,
    orientation: "landscape",
    category: "food",
    title: "Breads from the Tandoor",
    alt: "Blistered garlic naan scattered with coriander on an emerald cloth with a gold border",
  },
  {
    scene: "gulab-jamun",
    seed: 111,
    orientation: "portrait",
    category: "food",
    title: "Gulab Jamun",
    alt: "Gulab jamun glistening with rose syrup in a brass bowl, scattered with pistachio and rose petals",
  },
  {
    scene: "lanterns",
    seed: 112,
    orientation: "portrait",
    category: "interior",
    title: "Evening Light",
    alt: "Lanterns glowing above candle-lit tables beneath tall arched alcoves",
  },
  {
    scene: "mocktail-mint",
    seed: 113,
    orientation: "portrait",
    category: "drinks",
    title: "Mint Lemonade",
    alt: "Mint lemonade in a tall glass with ice, fresh mint and a wheel of lime",
  },
  {
    scene: "tandoor",
    seed: 114,
    orientation: "portrait",
    category: "food",
    title: "The Tandoor",
    alt: "Seekh kebabs on long skewers over the white-hot mouth of the clay tandoor",
  },
  {
    scene: "candle-table",
    seed: 115,
    orientation: "portrait",
    category: "events",
    title: "Celebration Table",
    alt: "Candlelight and marigolds along an emerald runner, set for a family celebration",
  },
];

/** The gallery's one video reuses the second hero loop, with a poster at the video's own size. */
const GALLERY_VIDEO = {
  title: "Evening at the Tandoor",
  alt: "Embers flicker beneath skewers of seekh kebab in the clay tandoor",
  category: "food" as GalleryCategory,
  file: HERO_DEMO[1].file,
  poster: {
    scene: HERO_DEMO[1].scene,
    seed: HERO_DEMO[1].seed,
    grain: HERO_DEMO[1].grain,
    ...DEMO_SIZES.video,
  } satisfies DemoArt,
};

const galleryArt = (art: DemoArtwork): DemoArt => ({
  scene: art.scene,
  seed: art.seed,
  ...DEMO_SIZES[art.orientation],
});

/** Every artwork the gallery shows, for the generator (`npm run demo:art`). */
export const GALLERY_ART: DemoArt[] = [...GALLERY.map(galleryArt), GALLERY_VIDEO.poster];

export interface DemoGalleryMedia {
  images: StoredImageVariants[];
  video: { poster: StoredImageVariants; mp4: StoredFile; webm: StoredFile };
}

export async function storeDemoGalleryMedia(storage: StorageDriver, limit: number): Promise<DemoGalleryMedia> {
  const [images, poster, mp4, webm] = await Promise.all([
    mapLimit(GALLERY, limit, (art) => storeArtwork(storage, "gallery", galleryArt(art))),
    storeArtwork(storage, "gallery", GALLERY_VIDEO.poster),
    storeDemoVideo(storage, "gallery", `${GALLERY_VIDEO.file}.mp4`, "video/mp4"),
    storeDemoVideo(storage, "gallery", `${GALLERY_VIDEO.file}.webm`, "video/webm"),
  ]);
  return { images, video: { poster, mp4, webm } };
}

export async function insertDemoGallery(tx: Database, media: DemoGalleryMedia): Promise<void> {
  const { poster, mp4, webm } = media.video;
  await tx.insert(galleryImages).values([
    ...GALLERY.map((art, index) => {
      const stored = media.images[index];
      if (!stored) throw new Error(`Gallery artwork ${index} was not stored`);
      return {
        title: art.title,
        altText: art.alt,
        category: art.category,
        mediaType: "image" as const,
        ...stored,
        status: "published" as const,
        visible: true,
        sortIndex: index,
      };
    }),
    {
      title: GALLERY_VIDEO.title,
      altText: GALLERY_VIDEO.alt,
      category: GALLERY_VIDEO.category,
      mediaType: "video" as const,
      videoUrl: mp4.url,
      videoWebm: webm.url,
      videoThumbnail: poster.imageWebp,
      thumbnailUrl: poster.thumbnailUrl,
      width: poster.width,
      height: poster.height,
      placeholder: poster.placeholder,
      storageKeys: [mp4.key, webm.key, ...poster.storageKeys],
      status: "published" as const,
      visible: true,
      sortIndex: GALLERY.length,
    },
  ]);
}
