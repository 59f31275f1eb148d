"use server";

import { z } from "@/lib/zod";
import { adminAction } from "@/lib/actions/admin-action";
import { CACHE_TAGS } from "@/lib/cache/tags";

/** Marks every cached public read stale, for changes made outside the admin area. */
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
