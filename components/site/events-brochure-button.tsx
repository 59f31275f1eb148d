"use client";

import { Download } from "lucide-react";
import { notify } from "./notify";
import { site } from "@/lib/site";

/**
 * The brochure is being rewritten, so the button says so honestly instead of linking to a file
 * that does not exist: a toast with the way to get a copy today.
 */
export function EventsBrochureButton() {
  return (
    <div>
      <button
        type="button"
        className="btn-outline"
        aria-describedby="brochure-note"
        onClick={() =>
          void notify("message", "The brochure is being updated — call us for a copy", {
            description: `Ring ${site.phone} and we will send one over, or ask in your enquiry.`,
          })
        }
      >
        <Download className="size-4" aria-hidden="true" />
        Download Brochure
      </button>
      <p id="brochure-note" className="mt-3 text-xs tracking-[0.18em] text-muted-ivory uppercase">
        New edition coming soon
      </p>
    </div>
  );
}
