"use client";

import { UploadCloudIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";

/** A drop target around a real, labelled file input, so assistive technology and tests use the input directly. */
export function DropZone({
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  className,
}: {
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) take(e.dataTransfer.files);
      }}
      className={cn(
        "relative flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40",
        over ? "border-gold bg-gold/10" : "border-input bg-muted/30 hover:border-gold/60",
        disabled && "opacity-60",
        className,
      )}
    >
      <UploadCloudIcon className="size-7 text-gold-deep" aria-hidden="true" />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium text-foreground after:absolute after:inset-0">
        {label}
      </label>
      <p id={hintId} className="max-w-md text-xs text-muted-foreground">
        {hint}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={hintId}
        className="sr-only"
        onChange={(e) => {
          take(e.currentTarget.files);
          // Choosing the same file again must fire change again.
          e.currentTarget.value = "";
        }}
      />
    </div>
  );
}
