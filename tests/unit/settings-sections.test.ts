import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { activeSettingsSection, SETTINGS_SECTIONS, settingsHref } from "@/features/settings/sections";

const appDir = join(process.cwd(), "app", "admin", "(protected)");

describe("settings sections", () => {
  it("gives each section its own address, the first at /admin/settings itself", () => {
    expect(SETTINGS_SECTIONS.map((s) => settingsHref(s.slug))).toEqual([
      "/admin/settings",
      "/admin/settings/collection-hours",
      "/admin/settings/event-packages",
      "/admin/settings/faq",
      "/admin/settings/testimonials",
      "/admin/settings/bookings",
      "/admin/settings/time-at-table",
      "/admin/settings/newsletter",
      "/admin/settings/brochure",
      "/admin/settings/booking-emails",
    ]);
  });

  it("has a page behind every address", () => {
    for (const s of SETTINGS_SECTIONS)
      expect(existsSync(join(appDir, settingsHref(s.slug).replace(/^\/admin\//, ""), "page.tsx")), s.slug).toBe(true);
  });

  it("has unique slugs, labels and titles", () => {
    for (const key of ["slug", "label", "title"] as const)
      expect(new Set(SETTINGS_SECTIONS.map((s) => s[key])).size).toBe(SETTINGS_SECTIONS.length);
  });

  it("finds the section a pathname shows", () => {
    expect(activeSettingsSection("/admin/settings")).toBe("contact");
    expect(activeSettingsSection("/admin/settings/")).toBe("contact");
    expect(activeSettingsSection("/admin/settings/faq")).toBe("faq");
    expect(activeSettingsSection("/admin/settings/event-packages/")).toBe("event-packages");
    expect(activeSettingsSection("/admin/settings/brochure/anything")).toBe("brochure");
  });

  it("finds none outside Settings or for an unknown section", () => {
    expect(activeSettingsSection("/admin/settings/contact")).toBeNull();
    expect(activeSettingsSection("/admin/settings/nope")).toBeNull();
    expect(activeSettingsSection("/admin/settingsfaq")).toBeNull();
    expect(activeSettingsSection("/admin/menu")).toBeNull();
    expect(activeSettingsSection("/")).toBeNull();
  });
});
