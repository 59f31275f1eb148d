export const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 15 * MB;
export const MAX_VIDEO_BYTES = 200 * MB;
export const MAX_DOCUMENT_BYTES = 10 * MB;

export type UploadKind = "image" | "video" | "document";

export const MAX_BYTES: Record<UploadKind, number> = {
  image: MAX_IMAGE_BYTES,
  video: MAX_VIDEO_BYTES,
  document: MAX_DOCUMENT_BYTES,
};

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";
export const VIDEO_ACCEPT = "video/mp4,video/webm,.mp4,.webm";
export const PDF_ACCEPT = "application/pdf,.pdf";

export function looksLikePdf(head: Uint8Array): boolean {
  return head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === "%PDF-";
}

export function guessUploadKind(file: { name: string; type: string }): UploadKind {
  if (file.type.startsWith("video/") || /\.(mp4|m4v|webm|mov)$/i.test(file.name)) return "video";
  return "image";
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

function quoted(name: string): string {
  const trimmed = name.length > 60 ? `${name.slice(0, 57)}…` : name;
  return `“${trimmed}”`;
}

export const uploadMessages = {
  empty: (name: string) => `${quoted(name)} is empty, so there was nothing to upload.`,
  imageTooLarge: (name: string, size: number) =>
    `${quoted(name)} is ${formatMegabytes(size)}. Images can be at most 15 MB: please export a smaller copy.`,
  videoTooLarge: (name: string, size: number) =>
    `${quoted(name)} is ${formatMegabytes(size)}. Videos can be at most 200 MB: please export a shorter or smaller copy.`,
  svg: (name: string) =>
    `${quoted(name)} is an SVG drawing. SVG files are not accepted: please upload a JPEG, PNG, WebP or AVIF image.`,
  notImage: (name: string) =>
    `${quoted(name)} is not a JPEG, PNG, WebP or AVIF image (judged by its contents, not its name), so it was not uploaded.`,
  unreadableImage: (name: string) =>
    `${quoted(name)} looks like an image but could not be read. It may be damaged: please export it again.`,
  notVideo: (name: string) =>
    `${quoted(name)} is not an MP4 or WebM video (judged by its contents, not its name), so it was not uploaded.`,
  documentTooLarge: (name: string, size: number) =>
    `${quoted(name)} is ${formatMegabytes(size)}. The brochure can be at most 10 MB: please export a smaller PDF.`,
  notPdf: (name: string) =>
    `${quoted(name)} is not a PDF (judged by its contents, not its name), so it was not uploaded.`,
  wrongVideo: (name: string, wanted: "MP4" | "WebM") =>
    `${quoted(name)} is not an ${wanted} video. Please choose an ${wanted} file here.`,
  missing: (name: string) => `${quoted(name)} did not finish uploading. Please try again.`,
  failed: (name: string) => `${quoted(name)} could not be uploaded. Please check your connection and try again.`,
} as const;

export function tooLargeMessage(kind: UploadKind, name: string, size: number): string {
  if (kind === "document") return uploadMessages.documentTooLarge(name, size);
  return kind === "image" ? uploadMessages.imageTooLarge(name, size) : uploadMessages.videoTooLarge(name, size);
}

export function titleFromFileName(name: string): string {
  const stem = name
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!stem) return "Untitled";
  return (stem.charAt(0).toLocaleUpperCase("en-GB") + stem.slice(1)).slice(0, 120);
}

export const THUMBNAIL_MAX_WIDTH = 960;
export const THUMBNAIL_MAX_HEIGHT = 1280;

export function thumbnailWidth(width: number, height: number): number {
  const scale = Math.min(1, THUMBNAIL_MAX_WIDTH / width, THUMBNAIL_MAX_HEIGHT / height);
  return Math.round(width * scale);
}
