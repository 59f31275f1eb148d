import type { AdminVerdictLike } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";

export interface StaffDownloadDeps {
  verify: () => Promise<AdminVerdictLike>;
  getDb: () => Promise<Database>;
  logError: (message: string, err: unknown) => void;
  now?: () => Date;
}

export interface StaffDownloadWords {
  /** How the refusal ends: "You are not authorised to …". */
  refused: string;
  /** The log line's prefix, e.g. "[export]"; never a guest's data. */
  logTag: string;
  /** Said when preparing the file fails. */
  failed: string;
}

export interface StaffDownloadContext {
  actor: string;
  db: Database;
  now: Date;
}

export const plainText = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** A file to save, never shown in the browser or kept in a cache. */
export function fileResponse(body: string, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A GET route that hands a signed-in staff member a file: the permission checked first (401 or 403
 * in words), then `make`; a failure is logged by its tag and answered in words, never a stack.
 */
export function createStaffDownload<A extends unknown[]>(
  deps: StaffDownloadDeps,
  words: StaffDownloadWords,
  make: (ctx: StaffDownloadContext, request: Request, ...args: A) => Promise<Response>,
) {
  return async function GET(request: Request, ...args: A): Promise<Response> {
    let actor: string;
    try {
      const verdict = await deps.verify();
      if (verdict.kind === "signed-out") return plainText("Please sign in with an admin account.", 401);
      if (verdict.kind !== "admin") return plainText(`You are not authorised to ${words.refused}.`, 403);
      actor = verdict.email;
    } catch (err) {
      deps.logError(`${words.logTag} admin check failed`, err);
      return plainText(`You are not authorised to ${words.refused}.`, 403);
    }
    try {
      return await make({ actor, db: await deps.getDb(), now: deps.now?.() ?? new Date() }, request, ...args);
    } catch (err) {
      deps.logError(`${words.logTag} failed`, err);
      return plainText(words.failed, 500);
    }
  };
}
