import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: {
      email: string;
      /** What the session cookie says (refreshed every 5 minutes); requireAdmin() asks the database. */
      isAdmin: boolean;
    } & Omit<DefaultSession["user"], "email">;
  }
}
