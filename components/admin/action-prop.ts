import type { ActionResult } from "@/lib/actions/admin-action-core";

/** A server action as a staff component is handed it: what it takes, and the data it answers with on success. */
export type ActionProp<I, T> = (input: I) => Promise<ActionResult<T>>;
