import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: {
      email: string;
      isAdmin: boolean;
      /** Assurance level: 1 after Google (or the local sign-in), 2 after the passkey step too. */
      aal: 1 | 2;
      /** The sign-in methods this session has passed, e.g. ["google", "passkey"]. */
      amr: string[];
      passkeyCredentialId: string | null;
      /** When this session signed in: the passkey step's proof is bound to it. */
      signedInAt: number | null;
    } & Omit<DefaultSession["user"], "email">;
  }
}
