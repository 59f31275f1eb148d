import { toast } from "sonner";
import { CHECK_FIELDS, type AdminSubmitOptions } from "@/components/admin/use-admin-submit";

/** The submit options every settings form shares: its toasts, and the dirty state reset once saved. */
export function settingsSave<TOutput>(
  subject: string,
  saved: (values: TOutput) => void,
): Omit<AdminSubmitOptions<TOutput, { changed: boolean }>, "action"> {
  return {
    failure: `Could not save the ${subject}`,
    invalid: CHECK_FIELDS,
    trackUnsaved: true,
    onSaved: ({ changed }, values) => {
      if (changed)
        toast.success(`Saved the ${subject}`, { description: "The website shows them from the next page view." });
      else toast.info("Nothing to save", { description: `The ${subject} were already as shown.` });
      saved(values);
    },
  };
}
