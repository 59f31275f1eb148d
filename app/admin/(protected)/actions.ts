"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/admin-action";
import { CACHE_TAGS } from "@/lib/cache/tags";

/**
 * "Refresh public site": marks every cached public read stale, so the next visitor sees what is
 * in the database now (useful after changes made outside the admin area, e.g. a data import).
 */
export const refreshPublicSite = adminAction({
  name: "site.refresh",
  schema: z.object({}),
  entity: "site",
  tags: Object.values(CACHE_TAGS),
  run: async () => ({
    result: { refreshedAt: new Date().toISOString() },
    log: { action: "site.refreshed", summary: "Refreshed the public site's cached content" },
  }),
});
