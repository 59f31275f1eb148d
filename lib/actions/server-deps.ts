import "server-only";
import { mailConfig } from "@/lib/email/delivery";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import type { ActionDeps } from "./action-deps";

export const serverDeps: ActionDeps = {
  storage,
  secret: () => env().authSecret,
  mailConfig,
  now: () => new Date(),
};
