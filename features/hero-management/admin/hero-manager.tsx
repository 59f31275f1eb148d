"use client";

import { PlayIcon, SquareIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { deleteHeroVideo, reorderHeroVideos } from "@/features/hero-management/actions";
import {
  MediaItemControls,
  PublishBadges,
  type AdminHeroVideo,
  formatSlideSeconds,
  MIN_HERO_DURATION_MS,
} from "@/features/media/client";
import { ReorderSavingStatus, SortableList } from "@/components/admin/sortable-list";
import { TitledSection } from "@/components/admin/titled-section";
import { orderByIds, useSavedOrder } from "@/components/admin/toast-action";
import { HeroCarousel } from "@/features/hero-management/components/hero-carousel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { HeroSlide } from "@/features/hero-management/queries";
import { HeroAddForm } from "./hero-add-form";
import { HeroEditDialog } from "./hero-edit-dialog";
import { SlidePoster } from "./slide-poster";

export function HeroManager({ videos }: { videos: AdminHeroVideo[] }) {
  const {
    ordered,
    saving: savingOrder,
    reorder,
  } = useSavedOrder(videos, orderByIds, (ids: string[]) => reorderHeroVideos({ ids }));
  const [editing, setEditing] = useState<AdminHeroVideo | null>(null);
  const [playing, setPlaying] = useState(false);

  const live = ordered.filter((v) => v.status === "published" && v.visible);
  const slides: HeroSlide[] = live.map((v) => ({
    id: v.id,
    mp4: v.mp4,
    webm: v.webm,
    poster: v.poster,
    posterAvif: null,
    posterWidth: v.posterWidth,
    posterHeight: v.posterHeight,
    alt: v.altText,
    duration: Math.max(MIN_HERO_DURATION_MS, v.transitionDuration),
  }));
  const first = slides[0];

  const remove = async (video: AdminHeroVideo) => {
    const result = await deleteHeroVideo({ id: video.id });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    toast.success("Hero video deleted, with its files.");
    return true;
  };

  return (
    // One column (list, preview, form) until the screen is wide enough for the preview beside both.
    <div className="grid gap-8 2xl:grid-cols-2">
      <TitledSection
        id="hero-list-heading"
        title={
          <>
            Hero videos <span className="text-base font-normal text-muted-foreground">({ordered.length})</span>
          </>
        }
        description="The home page plays the published, visible videos in this order."
        className="2xl:col-start-1 2xl:row-start-1"
      >
        <ReorderSavingStatus pending={savingOrder} className="mt-1" />
        {ordered.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            No hero videos yet: the home page shows its still poster. Add the first one below.
          </p>
        ) : (
          <SortableList
            items={ordered}
            label={(v) => `“${v.altText || "Untitled video"}”`}
            onReorder={reorder}
            as="ol"
            className="mt-4 space-y-3"
            renderItem={(video, controls) => (
              <article
                aria-label={video.altText || "Untitled video"}
                className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:flex-row sm:items-center"
              >
                <SlidePoster video={video} loading="lazy" className="sm:w-36" />
                <div className="min-w-0 flex-1 space-y-1.5">
                  <p className="line-clamp-2 text-sm font-medium">
                    {video.altText || <span className="text-muted-foreground italic">No alt text yet</span>}
                  </p>
                  <div className="flex flex-wrap gap-1.5">
                    <PublishBadges status={video.status} visible={video.visible} />
                    <Badge variant="outline">{formatSlideSeconds(video.transitionDuration)} per slide</Badge>
                    <Badge variant="outline">{video.mp4 ? (video.webm ? "MP4 + WebM" : "MP4") : "Still image"}</Badge>
                  </div>
                </div>
                <MediaItemControls
                  name={video.altText || "Untitled video"}
                  controls={controls}
                  onEdit={() => setEditing(video)}
                  deleteTitle={video.mp4 ? "Delete this hero video?" : "Delete this still slide?"}
                  deleteDescription={
                    video.mp4
                      ? "It leaves the home page and its video and poster files are deleted. This cannot be undone."
                      : "It leaves the home page and its photograph is deleted. This cannot be undone."
                  }
                  onDelete={() => remove(video)}
                  className="sm:border-t-0 sm:pt-0"
                />
              </article>
            )}
          />
        )}
      </TitledSection>

      <TitledSection
        id="hero-preview-heading"
        title="Preview"
        description={
          slides.length === 0
            ? "Nothing is published: guests see the house poster."
            : `What guests see: ${slides.length === 1 ? "1 video" : `${slides.length} videos`} in this order, starting with this poster.`
        }
        className="max-w-3xl 2xl:sticky 2xl:top-4 2xl:col-start-2 2xl:row-span-2 2xl:row-start-1 2xl:self-start"
      >
        <div className="mt-4 overflow-hidden rounded-lg border bg-ink [--header-offset:0px] [&>section]:aspect-video [&>section]:min-h-0! [&>section]:lg:min-h-0!">
          <HeroCarousel
            key={`${playing}:${slides.map((s) => `${s.id}:${s.duration}`).join(",")}`}
            slides={playing ? slides : []}
            poster={
              first
                ? {
                    webp: first.poster,
                    avif: null,
                    width: first.posterWidth,
                    height: first.posterHeight,
                    alt: first.alt,
                  }
                : null
            }
          >
            <p className="px-6 text-center font-display text-2xl text-ivory sm:text-4xl">Taste Beyond Borders</p>
          </HeroCarousel>
        </div>
        {slides.length > 0 ? (
          // The videos load only when asked: the page stays light for staff on a phone.
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => setPlaying((p) => !p)}
            aria-pressed={playing}
          >
            {playing ? <SquareIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {playing ? "Stop the preview" : "Play the preview"}
          </Button>
        ) : null}
      </TitledSection>

      <HeroAddForm className="2xl:col-start-1 2xl:row-start-2" />

      <HeroEditDialog video={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
