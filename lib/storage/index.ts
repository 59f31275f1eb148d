import path from "node:path";
import { env } from "@/lib/env";
import type { StorageDriver } from "./driver";
import { createLocalStorage } from "./local";

export type { StorageDriver, StoredFile } from "./driver";

let instance: StorageDriver | undefined;

/** The configured storage driver: local disk under $DATA_DIR/media unless Supabase is configured. */
export function storage(): StorageDriver {
  if (instance) return instance;
  const e = env();
  // The Supabase driver arrives with the media issue; until then local disk is the only driver.
  instance = createLocalStorage(path.resolve(e.DATA_DIR, "media"));
  return instance;
}
