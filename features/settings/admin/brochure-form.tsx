"use client";

import { FileText, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { DropZone, UploadQueue, useUploads } from "@/features/media/client";
import { toastAction } from "@/components/admin/toast-action";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { formatMegabytes, MAX_DOCUMENT_BYTES, PDF_ACCEPT } from "@/lib/storage/media-rules";
import type { BrochureSettings } from "@/features/settings/types";
import type { BrochureInput } from "@/features/settings/schema";

type Result = ActionResult<{ changed: boolean }>;

/** The events brochure: a PDF that replaces the current one as soon as it has uploaded. */
export function BrochureForm({
  current,
  upload,
  remove,
}: {
  current: BrochureSettings;
  upload: (input: BrochureInput) => Promise<Result>;
  remove: (input: Record<string, never>) => Promise<Result>;
}) {
  const hydrated = useHydrated();
  const { uploads, start, dismiss } = useUploads();

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    void start(file, { kind: "document", prefix: "brochure" }, async ({ token }) => {
      const saved = await upload({ token, fileName: file.name }).catch(() => null);
      if (!saved) return { ok: false, error: "The connection failed. Please try again." };
      if (!saved.ok) return { ok: false, error: saved.error };
      toast.success("Brochure uploaded", {
        description: "The events page's Download Brochure button now downloads it.",
      });
      return { ok: true };
    });
  };

  return (
    <div className="space-y-4">
      {current.url ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4">
          <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm">
            <a href={current.url} className="font-medium underline underline-offset-4" target="_blank" rel="noopener">
              {current.fileName ?? "brochure.pdf"}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {current.size ? <span className="ml-2 text-muted-foreground">{formatMegabytes(current.size)}</span> : null}
          </p>
          <ConfirmButton
            size="sm"
            disabled={!hydrated}
            title="Remove the brochure?"
            description="The events page's Download Brochure button goes back to having no download until you upload a new PDF."
            confirmLabel="Remove"
            busyLabel="Removing…"
            onConfirm={() =>
              toastAction(
                remove({}),
                "Could not remove the brochure",
                () => toast.success("Brochure removed"),
                "The connection failed. Please try again.",
              )
            }
          >
            <Trash2 aria-hidden="true" />
            Remove brochure
          </ConfirmButton>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No brochure yet: the Download Brochure button on the events page has no download.
        </p>
      )}
      <DropZone
        label={current.url ? "Replace the brochure (PDF)" : "Upload the brochure (PDF)"}
        hint={`PDF only, up to ${formatMegabytes(MAX_DOCUMENT_BYTES).replace(".0", "")}.`}
        accept={PDF_ACCEPT}
        disabled={!hydrated}
        onFiles={choose}
        className="py-6"
      />
      <UploadQueue uploads={uploads.slice(-1)} onDismiss={dismiss} />
    </div>
  );
}
