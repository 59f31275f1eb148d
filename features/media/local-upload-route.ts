import type { StorageDriver } from "@/lib/storage/driver";
import type { LocalStorageDriver } from "@/lib/storage/local";
import { MAX_BYTES } from "@/lib/storage/media-rules";
import { parseUploadKey } from "./upload-keys";

type Verdict = { kind: "admin"; email: string } | { kind: "not-admin"; email: string } | { kind: "signed-out" };

// The size limit is enforced while streaming: a Content-Length can lie.
export async function handleLocalUpload(
  request: Request,
  deps: { verify: () => Promise<Verdict>; storage: StorageDriver },
): Promise<Response> {
  const verdict = await deps.verify();
  if (verdict.kind === "signed-out") return reply(401, { error: "Please sign in again to upload." });
  if (verdict.kind === "not-admin") return reply(403, { error: "You are not authorised to upload." });

  const driver = deps.storage;
  if (!isLocal(driver)) return reply(404, { error: "Uploads go straight to storage on this site." });

  const key = new URL(request.url).searchParams.get("key") ?? "";
  const upload = parseUploadKey(key);
  if (!upload) return reply(400, { error: "This upload link is not valid. Please try again." });
  const limit = MAX_BYTES[upload.kind];

  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return reply(413, { error: "too-large", size: declared });
  if (!request.body) return reply(400, { error: "The upload was empty." });

  const result = await driver.writeStream(key, request.body, limit);
  if (!result.ok) return reply(413, { error: "too-large" });
  return reply(201, { ok: true, size: result.size });
}

function isLocal(driver: StorageDriver): driver is LocalStorageDriver {
  return driver.kind === "local" && "writeStream" in driver;
}

function reply(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
