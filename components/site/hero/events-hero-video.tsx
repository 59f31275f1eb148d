import { getEventsHeroVideo } from "@/lib/media/events-hero-queries";
import { BackgroundVideo } from "./background-video";

/** The first hero loop behind the events hero; without one (or without the database) the still artwork stands alone. */
export async function EventsHeroVideo() {
  const video = await getEventsHeroVideo();
  if (!video) return null;
  return <BackgroundVideo mp4={video.videoUrl} webm={video.videoWebm} />;
}
