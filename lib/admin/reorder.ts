import { z } from "@/lib/zod";

export const reorderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(1000),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

// Refuses an order that is not exactly the current ids, so a stale tab never scrambles the list.
export function sortIndexUpdates(
  currentIds: readonly string[],
  wantedIds: readonly string[],
): { id: string; sortIndex: number }[] | null {
  if (currentIds.length !== wantedIds.length) return null;
  const current = new Set(currentIds);
  if (new Set(wantedIds).size !== wantedIds.length || wantedIds.some((id) => !current.has(id))) return null;
  return wantedIds.map((id, index) => ({ id, sortIndex: index }));
}

/** Saves the wanted order and returns both orders as the activity log records them; null (nothing saved) when stale. */
export async function applyReorder(
  current: readonly { id: string; name: string }[],
  wantedIds: readonly string[],
  save: (id: string, sortIndex: number) => Promise<unknown>,
) {
  const updates = sortIndexUpdates(
    current.map((r) => r.id),
    wantedIds,
  );
  if (!updates) return null;
  for (const { id, sortIndex } of updates) await save(id, sortIndex);
  const names = new Map(current.map((r) => [r.id, r.name]));
  return {
    before: { ids: current.map((r) => r.id), names: current.map((r) => r.name) },
    after: { ids: [...wantedIds], names: wantedIds.map((id) => names.get(id) ?? "") },
  };
}
