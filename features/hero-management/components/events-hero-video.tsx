import { getEventsHeroVideo } from "@/features/hero-management/events-hero-queries";
import { BackgroundVideo } from "./background-video";

export async function EventsHeroVideo() {
  const video = await getEventsHeroVideo();
  if (!video) return null;
  return <BackgroundVideo mp4={video.videoUrl} webm={video.videoWebm} />;
}
