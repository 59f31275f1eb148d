import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: {
      email: string;
      isAdmin: boolean;
    } & Omit<DefaultSession["user"], "email">;
  }
}
