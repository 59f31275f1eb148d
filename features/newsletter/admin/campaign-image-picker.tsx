"use client";

import { LibraryImagePicker, type ImageFieldPickerProps } from "@/features/media/client";

/** A photo of the media library for the newsletter; the gallery keeps owning its files. */
export function CampaignImagePicker({ value, library, invalid, describedBy, onChange }: ImageFieldPickerProps<string>) {
  return (
    <LibraryImagePicker
      value={value}
      library={library}
      noun="photo"
      title="Choose the newsletter’s photo"
      description="Photos from the gallery in the media library."
      emptyText="The gallery has no photos yet: upload one there first."
      invalid={invalid}
      describedBy={describedBy}
      onPick={onChange}
      onRemove={() => onChange("")}
    />
  );
}
