"use client";

import { toast } from "sonner";
import { bulkUpdateMenu } from "./actions";

export const ADDED_AS_DRAFT = "Added as a draft: not on the menu yet";

/** New sections and dishes start as drafts: the toast says so and offers to publish in one step. */
export function announceAdded({
  kind,
  id,
  name,
  status,
  note,
}: {
  kind: "section" | "item";
  id: string;
  name: string;
  status: "draft" | "published";
  note?: string;
}) {
  if (status !== "draft") {
    toast.success(kind === "section" ? "Section added" : "Dish added", { description: name });
    return;
  }
  toast.success(ADDED_AS_DRAFT, {
    description: name,
    duration: 10_000,
    action: {
      label: "Publish",
      onClick: async () => {
        const result = await bulkUpdateMenu({
          operation: "publish",
          sectionIds: kind === "section" ? [id] : [],
          itemIds: kind === "item" ? [id] : [],
        }).catch(() => null);
        if (result?.ok) toast.success(`Published “${name}”`, note ? { description: note } : undefined);
        else toast.error(`“${name}” was not published`, { description: result?.error ?? "Please try again." });
      },
    },
  });
}
