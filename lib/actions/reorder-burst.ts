// A burst of one admin's reorder moves on one list is folded into one activity-log entry.

export const REORDER_BURST_MS = 2 * 60_000;

export interface LoggedOrder {
  ids: string[];
  names: string[];
}

export interface LatestEntry {
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  updatedAt: Date;
  before: unknown;
}

export function continuesBurst(
  latest: LatestEntry | null | undefined,
  next: Omit<LatestEntry, "updatedAt" | "before">,
  now: Date,
  windowMs = REORDER_BURST_MS,
): boolean {
  if (!latest) return false;
  if (
    latest.actorEmail !== next.actorEmail ||
    latest.action !== next.action ||
    latest.entity !== next.entity ||
    (latest.entityId ?? null) !== (next.entityId ?? null)
  )
    return false;
  const age = now.getTime() - latest.updatedAt.getTime();
  return age >= 0 && age <= windowMs && asLoggedOrder(latest.before) !== null;
}

export function asLoggedOrder(value: unknown): LoggedOrder | null {
  if (typeof value !== "object" || value === null) return null;
  const { ids, names } = value as Record<string, unknown>;
  if (!Array.isArray(ids) || !Array.isArray(names) || ids.length !== names.length) return null;
  if (!ids.every((v) => typeof v === "string") || !names.every((v) => typeof v === "string")) return null;
  return { ids: ids as string[], names: names as string[] };
}

export function movedItems(
  before: readonly string[],
  after: readonly string[],
): { id: string; from: number; to: number }[] {
  const position = new Map(before.map((id, i) => [id, i]));
  const seq = after.map((id) => position.get(id) ?? -1);
  // Longest increasing subsequence of the old positions, in after-order (patience sorting).
  const tails: number[] = [];
  const tailAt: number[] = [];
  const prev: number[] = new Array<number>(seq.length).fill(-1);
  seq.forEach((value, i) => {
    if (value < 0) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = value;
    tailAt[lo] = i;
    prev[i] = lo > 0 ? tailAt[lo - 1]! : -1;
  });
  const kept = new Set<number>();
  for (let i = tails.length ? tailAt[tails.length - 1]! : -1; i >= 0; i = prev[i]!) kept.add(i);
  return after.flatMap((id, i) =>
    kept.has(i) || !position.has(id) ? [] : [{ id, from: position.get(id)! + 1, to: i + 1 }],
  );
}

export function describeReorder(before: LoggedOrder, after: LoggedOrder, list: string): string {
  const names = new Map([
    ...before.ids.map((id, i) => [id, before.names[i]!] as const),
    ...after.ids.map((id, i) => [id, after.names[i]!] as const),
  ]);
  const moves = movedItems(before.ids, after.ids);
  const count = `${after.ids.length} ${after.ids.length === 1 ? "item" : "items"}`;
  if (moves.length === 0) return `Reordered ${list} and put it back as it was (${count})`;
  const shown = moves.slice(0, 3).map((m) => `“${names.get(m.id) || "Untitled"}” from ${m.from} to ${m.to}`);
  const more = moves.length > 3 ? ` and ${moves.length - 3} more` : "";
  return `Moved ${shown.join(", ")}${more} in ${list} (${count})`;
}
