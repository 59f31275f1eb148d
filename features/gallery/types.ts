interface GalleryItemBase {
  id: string;
  title: string;
  alt: string;
  category: string;
  width: number;
  height: number;
  placeholder?: string;
}

export interface GalleryImageItem extends GalleryItemBase {
  kind: "image";
  avif: string | null;
  webp: string;
  thumbnail: string | null;
  thumbnailAvif: string | null;
}

export interface GalleryVideoItem extends GalleryItemBase {
  kind: "video";
  mp4: string | null;
  webm: string | null;
  poster: string | null;
}

export type GalleryItem = GalleryImageItem | GalleryVideoItem;

export function galleryCategories(items: readonly Pick<GalleryItem, "category">[]): string[] {
  const seen = new Set<string>();
  for (const item of items) if (item.category !== "") seen.add(item.category);
  return [...seen];
}

export function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase("en-GB") + word.slice(1);
}
