"use client";

import { Download } from "lucide-react";
import { notify } from "../shell/notify";

export function EventsBrochureButton({ href, phone }: { href: string | null; phone: string }) {
  if (href) {
    return (
      <div>
        <a href={href} download className="btn-outline">
          <Download className="size-4" aria-hidden="true" />
          Download Brochure
          <span className="sr-only"> (PDF)</span>
        </a>
      </div>
    );
  }
  return (
    <div>
      <button
        type="button"
        className="btn-outline"
        aria-describedby="brochure-note"
        onClick={() =>
          void notify("message", "The brochure is being updated — call us for a copy", {
            description: `Ring ${phone} and we will send one over, or ask in your enquiry.`,
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
