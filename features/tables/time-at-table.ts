import type { TableTimeSettings } from "@/features/settings";

/** How many minutes a party of this size keeps its table, by the setting's bands. */
export function timeAtTable(partySize: number, setting: TableTimeSettings): number {
  if (partySize <= setting.smallUpTo) return setting.smallMinutes;
  if (partySize <= setting.mediumUpTo) return setting.mediumMinutes;
  return setting.largeMinutes;
}
