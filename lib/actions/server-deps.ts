import "server-only";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import type { ActionDeps } from "./action-deps";

export const serverDeps: ActionDeps = {
  storage,
  secret: () => env().authSecret,
  now: () => new Date(),
};
