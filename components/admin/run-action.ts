import { toast } from "sonner";
import type { ActionResult } from "@/lib/actions/admin-action-core";

/** Runs a server action for a button: when it fails, or the connection does, a toast says so and the answer is null. */
export async function runAction<T>(
  call: () => Promise<ActionResult<T>>,
  failure: string,
  fallback = "Please try again.",
): Promise<Extract<ActionResult<T>, { ok: true }> | null> {
  const result = await call().catch(() => null);
  if (result?.ok) return result;
  toast.error(failure, { description: result?.error ?? fallback });
  return null;
}
