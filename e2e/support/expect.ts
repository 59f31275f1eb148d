import { expect as playwrightExpect } from "@playwright/test";
import { scaled } from "./time";

/**
 * Playwright's expect waiting up to 20 s (scaled), twice the project's default, for the specs whose steps wait on
 * the server's slower work: a save that revalidates pages, a booking, a mail.
 */
export const expect = playwrightExpect.configure({ timeout: scaled(20_000) });
