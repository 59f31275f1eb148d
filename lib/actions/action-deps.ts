import type { StorageDriver } from "@/lib/storage/driver";

/** What admin change definitions may need from the server; tests pass their own. */
export interface ActionDeps {
  storage: () => StorageDriver;
  secret: () => string;
  now: () => Date;
}
