import type { AdminHeroVideo } from "@/features/media";
import { cn } from "@/lib/utils";

/** A hero slide's stored poster at its own proportions, as a 16:9 picture. */
export function SlidePoster({
  video,
  className,
  loading,
}: {
  video: AdminHeroVideo;
  className?: string;
  loading?: "lazy";
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the stored WebP poster
    <img
      src={video.poster}
      alt=""
      width={video.posterWidth}
      height={video.posterHeight}
      loading={loading}
      className={cn("aspect-video w-full rounded-md bg-muted object-cover", className)}
    />
  );
}
