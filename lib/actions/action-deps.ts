import type { MailConfig } from "@/lib/email/guest-mail";
import type { StorageDriver } from "@/lib/storage/driver";

/** What action definitions need from outside the database; the server passes the real ones, tests their own. */
export interface ActionDeps {
  storage: () => StorageDriver;
  /** Signs and checks upload tokens. */
  secret: () => string;
  mailConfig: () => MailConfig;
  now: () => Date;
}
