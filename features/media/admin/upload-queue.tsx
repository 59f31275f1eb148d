"use client";

import { CheckCircle2Icon, FileIcon, ImageOffIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

export interface QueuedUpload {
  id: string;
  name: string;
  progress: number;
  state: "uploading" | "processing" | "done" | "error";
  error?: string;
  preview?: { url: string; kind: "image" | "video" | "document" } | null;
}

const STATE_TEXT: Record<QueuedUpload["state"], string> = {
  uploading: "Uploading",
  processing: "Checking and preparing",
  done: "Added",
  error: "Not uploaded",
};

export function UploadQueue({ uploads, onDismiss }: { uploads: QueuedUpload[]; onDismiss: (id: string) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2" aria-label="Uploads">
      {uploads.map((u) => (
        <li
          key={u.id}
          className={cn(
            "flex items-start gap-3 rounded-md border bg-card p-2.5",
            u.state === "error" && "border-destructive/50 bg-destructive/5",
          )}
        >
          <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
            {u.preview?.kind === "image" ? (
              <PreviewImage src={u.preview.url} />
            ) : u.preview?.kind === "video" ? (
              <video
                src={u.preview.url}
                muted
                playsInline
                preload="metadata"
                className="size-full object-cover"
                aria-hidden="true"
              />
            ) : (
              <FileIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 text-sm">
              <span className="truncate font-medium">{u.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{STATE_TEXT[u.state]}</span>
              {u.state === "done" ? (
                <CheckCircle2Icon className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : null}
            </p>
            {u.state === "uploading" || u.state === "processing" ? (
              <div
                role="progressbar"
                aria-label={`Uploading ${u.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(u.progress * 100)}
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn("h-full bg-gold transition-[width]", u.state === "processing" && "animate-pulse")}
                  style={{ width: `${Math.round(u.progress * 100)}%` }}
                />
              </div>
            ) : null}
            {u.state === "error" ? (
              <p role="alert" className="mt-1 flex gap-1.5 text-sm text-destructive">
                <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {u.error}
              </p>
            ) : null}
          </div>
          {u.state === "done" || u.state === "error" ? (
            <button
              type="button"
              onClick={() => onDismiss(u.id)}
              aria-label={`Dismiss ${u.name}`}
              className="rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <XIcon className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A file named like an image may not decode: fall back to a plain icon rather than a broken image. */
function PreviewImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <ImageOffIcon className="size-5 text-muted-foreground" aria-hidden="true" />;
  // eslint-disable-next-line @next/next/no-img-element -- a local object URL or a stored thumbnail
  return <img src={src} alt="" className="size-full object-cover" onError={() => setBroken(true)} />;
}
