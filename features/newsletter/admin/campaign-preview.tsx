"use client";

import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const WIDTHS = {
  phone: { label: "Phone", px: 390, icon: Smartphone },
  desktop: { label: "Desktop", px: 700, icon: Monitor },
} as const;

/**
 * The e-mail as a guest's mail shows it, at a phone's or a desktop's width. `html` is the e-mail's
 * body rendered on the server from the sanitised copy, all its styles inline, so it is drawn as it is.
 */
export function CampaignPreview({ html }: { html: string }) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>("phone");
  return (
    <div>
      <div role="group" aria-label="Preview width" className="mb-3 flex gap-2">
        {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((key) => {
          const { label, px, icon: Icon } = WIDTHS[key];
          return (
            <Button
              key={key}
              type="button"
              size="sm"
              variant={width === key ? "default" : "outline"}
              aria-pressed={width === key}
              onClick={() => setWidth(key)}
            >
              <Icon aria-hidden="true" />
              {label} ({px} px)
            </Button>
          );
        })}
      </div>
      <div className="overflow-x-auto rounded-lg border bg-muted/40 p-2 sm:p-4">
        <div
          className={cn("mx-auto bg-white shadow-sm transition-[width]")}
          style={{ width: WIDTHS[width].px }}
          data-testid="newsletter-preview"
          aria-label={`The e-mail at ${WIDTHS[width].px} pixels wide`}
          role="region"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </div>
  );
}
