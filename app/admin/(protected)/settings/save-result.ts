import { toast } from "sonner";
import type { ActionResult } from "@/lib/actions/admin-action-core";

/** The toasts every settings form shows; returns true when saved so the form can reset its dirty state. */
export function reportSave(result: ActionResult<{ changed: boolean }> | null, subject: string, applyErrors: (fieldErrors: Record<string, string[]> | undefined) => void): boolean {
  if (!result) {
    toast.error(`Could not save the ${subject}`, { description: "The connection failed. Your changes are still here: please try again." });
    return false;
  }
  if (!result.ok) {
    applyErrors(result.fieldErrors);
    toast.error(`Could not save the ${subject}`, { description: result.error });
    return false;
  }
  if (result.data.changed) toast.success(`Saved the ${subject}`, { description: "The website shows them from the next page view." });
  else toast.info("Nothing to save", { description: `The ${subject} were already as shown.` });
  return true;
}
