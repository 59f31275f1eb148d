import { describe, expect, it } from "vitest";
import { formatSlideSeconds, msToSeconds, secondsToMs } from "@/features/media/hero-duration";
import { HERO_SECONDS_MESSAGES, heroDetailsSchema } from "@/features/media/schema";

const details = (slideSeconds: unknown) => ({
  altText: "The dining room",
  slideSeconds,
  status: "draft",
  visible: true,
});

describe("hero slide duration typed in seconds, stored in milliseconds", () => {
  it("converts both ways and reads like the list", () => {
    expect(secondsToMs(6)).toBe(6000);
    expect(secondsToMs(3.5)).toBe(3500);
    expect(secondsToMs(6.1)).toBe(6100);
    expect(msToSeconds(6000)).toBe(6);
    expect(msToSeconds(6250)).toBe(6.3);
    expect(formatSlideSeconds(6000)).toBe("6 s");
    expect(formatSlideSeconds(6500)).toBe("6.5 s");
  });

  it("enforces SPEC's 3.5 s minimum with a message in seconds", () => {
    const short = heroDetailsSchema.safeParse(details(3));
    expect(short.success).toBe(false);
    expect(short.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["slideSeconds", HERO_SECONDS_MESSAGES.tooShort],
    ]);
    expect(HERO_SECONDS_MESSAGES.tooShort).toBe("Each slide shows for at least 3.5 seconds.");
    expect(heroDetailsSchema.safeParse(details(3.5)).success).toBe(true);
    expect(heroDetailsSchema.safeParse(details(60)).success).toBe(true);
    expect(heroDetailsSchema.safeParse(details(61)).error?.issues[0]?.message).toBe(HERO_SECONDS_MESSAGES.tooLong);
    expect(heroDetailsSchema.safeParse(details(4.25)).error?.issues[0]?.message).toBe(HERO_SECONDS_MESSAGES.tenths);
    expect(heroDetailsSchema.safeParse(details(Number.NaN)).success).toBe(false);
  });
});
