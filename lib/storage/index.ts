import path from "node:path";
import { env } from "@/lib/env";
import type { StorageDriver } from "./driver";
import { createLocalStorage } from "./local";
import { createSupabaseStorage } from "./supabase";

export type { StorageDriver, StoredFile, UploadTarget } from "./driver";

let instance: StorageDriver | undefined;

export function storage(): StorageDriver {
  if (instance) return instance;
  const e = env();
  instance =
    e.SUPABASE_URL && e.SUPABASE_SERVICE_ROLE_KEY
      ? createSupabaseStorage({
          url: e.SUPABASE_URL,
          serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
          bucket: e.SUPABASE_STORAGE_BUCKET,
        })
      : createLocalStorage(path.resolve(e.DATA_DIR, "media"));
  return instance;
}
