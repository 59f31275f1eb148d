"use client";

import { DropZone, UploadQueue, useUploads } from "@/features/media/client";
import type { UploadKind } from "@/lib/storage/media-rules";

export interface SlotFile {
  token: string;
  name: string;
}

/** One file the hero form needs (MP4, WebM or poster): uploads as soon as it is chosen. */
export function FileSlot({
  id,
  label,
  hint,
  accept,
  kind,
  video,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  kind: UploadKind;
  video?: "mp4" | "webm";
  value: SlotFile | null;
  error?: string;
  onChange: (file: SlotFile | null) => void;
}) {
  const { uploads, start, dismiss } = useUploads();
  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    onChange(null);
    const result = await start(file, { kind, prefix: "hero", video });
    if (result.ok) onChange({ token: result.token, name: file.name });
  };
  return (
    <div className="flex flex-col gap-2" id={id}>
      <DropZone
        label={label}
        hint={hint}
        accept={accept}
        onFiles={(files) => void choose(files)}
        className="flex-1 py-4"
      />
      {error && !value ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <UploadQueue uploads={uploads.slice(-1)} onDismiss={dismiss} />
    </div>
  );
}
