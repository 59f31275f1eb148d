"use client";

import { toast } from "sonner";
import { toastAction } from "@/components/admin/toast-action";
import { bulkUpdateMenu } from "@/features/menu/actions";

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
        await toastAction(
          bulkUpdateMenu({
            operation: "publish",
            sectionIds: kind === "section" ? [id] : [],
            itemIds: kind === "item" ? [id] : [],
          }),
          `“${name}” was not published`,
          () => toast.success(`Published “${name}”`, note ? { description: note } : undefined),
        );
      },
    },
  });
}
