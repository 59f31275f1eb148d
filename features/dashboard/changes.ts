import type { AdminActionDefinition } from "@/lib/actions/admin-action-core";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { z } from "@/lib/zod";

const refreshSchema = z.object({});

/** Marks every cached public read stale, for changes made outside the admin area. */
export const refreshPublicSiteDefinition: AdminActionDefinition<typeof refreshSchema, { refreshedAt: string }> = {
  name: "site.refresh",
  schema: refreshSchema,
  entity: "site",
  tags: Object.values(CACHE_TAGS),
  run: async () => ({
    result: { refreshedAt: new Date().toISOString() },
    log: { action: "site.refreshed", summary: "Refreshed the public site's cached content" },
  }),
};

export const siteActions = () => ({ refreshPublicSite: refreshPublicSiteDefinition });
