"use client";

import { useOptimistic, useTransition } from "react";
import { toast } from "sonner";
import type { ActionResult, ActionProp } from "@/lib/actions/admin-action-core";

/**
 * Runs an admin action and toasts a failure as `failure` with the server's reason (or `fallback` when the request
 * itself failed); `onDone` gets the data of a success. Resolves to whether it succeeded, as ConfirmButton wants.
 */
export async function toastAction<T>(
  call: Promise<ActionResult<T>>,
  failure: string,
  onDone: (data: T) => void,
  fallback = "Please try again.",
): Promise<boolean> {
  const result = await call.catch(() => null);
  if (result?.ok) {
    onDone(result.data);
    return true;
  }
  toast.error(failure, { description: result?.error ?? fallback });
  return false;
}

/** Rows put in the order of `ids`. */
export const orderByIds = <T extends { id: string }>(current: T[], ids: string[]) =>
  ids.flatMap((id) => current.find((row) => row.id === id) ?? []);

/** A list that shows a new order at once while it is saved, and says whether the save worked. */
export function useSavedOrder<T, C>(rows: T[], apply: (current: T[], change: C) => T[], save: ActionProp<C, unknown>) {
  const [ordered, setOptimisticOrder] = useOptimistic(rows, apply);
  const [saving, startTransition] = useTransition();
  const reorder = (change: C) =>
    startTransition(async () => {
      setOptimisticOrder(change);
      await toastAction(save(change), "The order was not saved", () => toast.success("New order saved"));
    });
  return { ordered, saving, reorder };
}
