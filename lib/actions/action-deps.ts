import type { MailConfig } from "@/lib/email/guest-mail";
import type { StorageDriver } from "@/lib/storage/driver";

export interface ActionDeps {
  storage: () => StorageDriver;
  secret: () => string;
  mailConfig: () => MailConfig;
  now: () => Date;
}
