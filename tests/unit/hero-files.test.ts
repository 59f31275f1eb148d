import { describe, expect, it } from "vitest";
import { HERO_FILE_MESSAGES, heroFileIssues } from "@/features/media/schema";

describe("a hero slide may be a still image", () => {
  it("accepts a poster alone (a still slide), or a video with its poster", () => {
    expect(heroFileIssues({ poster: "p" })).toEqual([]);
    expect(heroFileIssues({ poster: "p", mp4: "m" })).toEqual([]);
    expect(heroFileIssues({ poster: "p", mp4: "m", webm: "w" })).toEqual([]);
  });

  it("says what is missing: nothing at all, a video's poster, or the MP4 beside a WebM", () => {
    expect(heroFileIssues({})).toEqual([{ path: "poster", message: HERO_FILE_MESSAGES.nothing }]);
    expect(heroFileIssues({ mp4: "", poster: "" })).toEqual([{ path: "poster", message: HERO_FILE_MESSAGES.nothing }]);
    expect(heroFileIssues({ mp4: "m" })).toEqual([{ path: "poster", message: HERO_FILE_MESSAGES.poster }]);
    expect(heroFileIssues({ poster: "p", webm: "w" })).toEqual([
      { path: "mp4", message: HERO_FILE_MESSAGES.webmAlone },
    ]);
  });
});
