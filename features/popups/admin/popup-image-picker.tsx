"use client";

import {
  DropZone,
  LibraryImagePicker,
  UploadQueue,
  useUploads,
  type ImageFieldPickerProps,
} from "@/features/media/client";
import { IMAGE_ACCEPT } from "@/lib/storage/media-rules";

export interface PickedImage {
  url: string;
  token?: string;
}

function PopupImageUpload({ onUploaded }: { onUploaded: (image: PickedImage) => void }) {
  const { uploads, start, dismiss } = useUploads();
  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const result = await start(file, { kind: "image", prefix: "gallery" });
    if (result.ok && result.preview.full) onUploaded({ url: result.preview.full, token: result.token });
  };
  return (
    <>
      <DropZone
        label="Upload a new image"
        hint="JPEG, PNG, WebP or AVIF, up to 15 MB."
        accept={IMAGE_ACCEPT}
        onFiles={(files) => void upload(files)}
        className="py-5"
      />
      <UploadQueue uploads={uploads.slice(-1)} onDismiss={dismiss} />
    </>
  );
}

/** The popup's image from the media library, or a new upload the popup owns, so deleting the popup removes its files. */
export function PopupImagePicker({
  value,
  library,
  invalid,
  describedBy,
  onChange,
}: ImageFieldPickerProps<PickedImage | null>) {
  return (
    <LibraryImagePicker
      value={value}
      library={library}
      noun="image"
      title="Choose the popup image"
      description="Upload a new photo, or use one of the gallery’s."
      emptyText="The gallery has no photos yet: upload one above."
      invalid={invalid}
      describedBy={describedBy}
      testId="popup-image-chosen"
      onPick={(url) => onChange({ url })}
      onRemove={() => onChange(null)}
      upload={(done) => (
        <PopupImageUpload
          onUploaded={(image) => {
            onChange(image);
            done();
          }}
        />
      )}
    />
  );
}
