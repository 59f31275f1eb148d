import { connection } from "next/server";
import { getEventsHeroVideo } from "@/lib/data/events-hero";
import { BackgroundVideo } from "./background-video";

/** Reads the hero loop per request from the cache (never at build time). */
export async function EventsHeroVideo() {
  await connection();
  let video = null;
  try {
    video = await getEventsHeroVideo();
  } catch (err) {
    // The still artwork underneath is a complete hero on its own: log and carry on without the loop.
    console.error("[events] failed to load the hero video", err);
  }
  if (!video) return null;
  return <BackgroundVideo mp4={video.videoUrl} webm={video.videoWebm} />;
}
