import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import {
  AdminActionError,
  definitionsStartingWith,
  type AdminActor,
  type AdminRunContext,
} from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { adminUsers, staffPasskeys, type StaffPasskey } from "@/lib/db/schema";
import { CEREMONY_TIMEOUT_MS, storeChallenge, takeChallenge } from "./challenges";
import type { RelyingParty } from "./relying-party";
import {
  PASSKEY_MESSAGES,
  confirmPasskeySchema,
  passkeyOptionsSchema,
  registerPasskeySchema,
  removePasskeySchema,
} from "./schema";
import { passkeyChangeNeedsStep } from "./step";

export interface PasskeyDeps {
  /** The relying party of the request being answered, or null at an address passkeys do not work on. */
  relyingParty: () => Promise<RelyingParty | null>;
  /** Marks this session as having passed the passkey step; resolves to whether it did. */
  recordStep: (credentialId: string) => Promise<boolean>;
  now: () => Date;
}

type RegistrationOptions = Awaited<ReturnType<typeof generateRegistrationOptions>>;
type AuthenticationOptions = Awaited<ReturnType<typeof generateAuthenticationOptions>>;
type RegistrationResponse = Parameters<typeof verifyRegistrationResponse>[0]["response"];
type AuthenticationResponse = Parameters<typeof verifyAuthenticationResponse>[0]["response"];
type Transport = NonNullable<RegistrationResponse["response"]["transports"]>[number];

/** A ceremony's outcome: a wrong or stale answer is an outcome, not an error, so its challenge stays used up. */
export type PasskeyCheck<T> = ({ verified: true } & T) | { verified: false; error: string };

export interface OwnPasskey {
  id: string;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, "base64url"));
const base64url = (value: Uint8Array) => Buffer.from(value).toString("base64url");

const refused = (error: string) => ({ result: { verified: false as const, error }, log: [] });

const descriptor = (p: StaffPasskey) => ({ id: p.credentialId, transports: p.transports as Transport[] });

export const ownPasskey = (p: StaffPasskey): OwnPasskey => ({
  id: p.id,
  label: p.label,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
});

/** The signed-in person's row and passkeys, the row locked so two ceremonies of theirs run one after the other. */
async function myPasskeys(tx: Database, actor: AdminActor) {
  const [me] = await tx
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.email, actor.email.toLowerCase()))
    .for("update");
  if (!me) throw new AdminActionError(PASSKEY_MESSAGES.notFound);
  const passkeys = await tx
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.adminUserId, me.id))
    .orderBy(staffPasskeys.createdAt);
  return { me, passkeys };
}

/** Every passkey action is about the signed-in person's own passkeys, so each starts from them. */
const ownPasskeysAction = definitionsStartingWith("staff_passkey", ({ tx, actor }: AdminRunContext<unknown>) =>
  myPasskeys(tx, actor),
);

async function relyingParty(deps: PasskeyDeps): Promise<RelyingParty> {
  const rp = await deps.relyingParty();
  if (!rp) throw new AdminActionError(PASSKEY_MESSAGES.noRelyingParty);
  return rp;
}

/** What both ceremonies check an answer against: this challenge and this site, no PIN or fingerprint asked for. */
const expectedAnswer = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
  requireUserVerification: false,
});

export const passkeyActions = (deps: PasskeyDeps) => {
  const registrationOptions = ownPasskeysAction<typeof passkeyOptionsSchema, RegistrationOptions>(
    "passkeys.registrationOptions",
    passkeyOptionsSchema,
    async ({ tx, actor, me, passkeys }) => {
      if (passkeyChangeNeedsStep(actor, passkeys.length)) throw new AdminActionError(PASSKEY_MESSAGES.stepFirst);
      const rp = await relyingParty(deps);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        // The same user handle as before: the id's UTF-8 bytes, which the browser receives base64url-encoded.
        userID: new TextEncoder().encode(me.id),
        userName: me.email,
        userDisplayName: me.email,
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: "none",
        excludeCredentials: passkeys.map(descriptor),
        // Google (or the local sign-in) was the first factor; holding the passkey is the second.
        authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      });
      await storeChallenge(tx, me.id, "register", options.challenge, deps.now());
      return { result: options, log: [] };
    },
  );

  const register = ownPasskeysAction<typeof registerPasskeySchema, PasskeyCheck<{ passkey: OwnPasskey }>>(
    "passkeys.register",
    registerPasskeySchema,
    async ({ input, tx, actor, me, passkeys }) => {
      if (passkeyChangeNeedsStep(actor, passkeys.length)) throw new AdminActionError(PASSKEY_MESSAGES.stepFirst);
      const rp = await relyingParty(deps);
      const challenge = await takeChallenge(tx, me.id, "register", deps.now());
      if (!challenge) return refused(PASSKEY_MESSAGES.noChallenge);
      const response = input.response as RegistrationResponse;
      let info;
      try {
        const verification = await verifyRegistrationResponse({
          response,
          ...expectedAnswer(rp, challenge),
        });
        info = verification.verified ? verification.registrationInfo : undefined;
      } catch {
        info = undefined;
      }
      if (!info) return refused(PASSKEY_MESSAGES.notVerified);
      const [row] = await tx
        .insert(staffPasskeys)
        .values({
          adminUserId: me.id,
          credentialId: info.credentialID,
          publicKey: base64url(info.credentialPublicKey),
          counter: info.counter,
          transports: response.response.transports ?? [],
          label: input.label,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return refused(PASSKEY_MESSAGES.duplicate);
      return {
        result: { verified: true, passkey: ownPasskey(row) },
        log: {
          action: "passkey.registered",
          entityId: row.id,
          summary: `Registered a passkey, “${row.label}”`,
          before: null,
          after: { label: row.label, passkeys: passkeys.length + 1 },
        },
      };
    },
  );

  const remove = ownPasskeysAction<typeof removePasskeySchema, { id: string; label: string }>(
    "passkeys.remove",
    removePasskeySchema,
    async ({ input, tx, actor, me, passkeys }) => {
      const target = passkeys.find((p) => p.id === input.id);
      if (!target) throw new AdminActionError(PASSKEY_MESSAGES.notFound);
      if (passkeyChangeNeedsStep(actor, passkeys.length)) throw new AdminActionError(PASSKEY_MESSAGES.stepFirst);
      await tx.delete(staffPasskeys).where(and(eq(staffPasskeys.id, target.id), eq(staffPasskeys.adminUserId, me.id)));
      return {
        result: { id: target.id, label: target.label },
        log: {
          action: "passkey.removed",
          entityId: target.id,
          summary: `Removed a passkey, “${target.label}”`,
          before: { label: target.label, passkeys: passkeys.length },
          after: null,
        },
      };
    },
  );

  const authenticationOptions = ownPasskeysAction<typeof passkeyOptionsSchema, AuthenticationOptions>(
    "passkeys.authenticationOptions",
    passkeyOptionsSchema,
    async ({ tx, me, passkeys }) => {
      if (passkeys.length === 0) throw new AdminActionError(PASSKEY_MESSAGES.noPasskeys);
      const rp = await relyingParty(deps);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: passkeys.map(descriptor),
        userVerification: "preferred",
        timeout: CEREMONY_TIMEOUT_MS,
      });
      await storeChallenge(tx, me.id, "authenticate", options.challenge, deps.now());
      return { result: options, log: [] };
    },
  );

  const confirm = ownPasskeysAction<
    typeof confirmPasskeySchema,
    PasskeyCheck<{ label: string; sessionUpdated: boolean }>
  >("passkeys.confirm", confirmPasskeySchema, async ({ input, tx, me, passkeys }) => {
    const rp = await relyingParty(deps);
    const now = deps.now();
    const challenge = await takeChallenge(tx, me.id, "authenticate", now);
    if (!challenge) return refused(PASSKEY_MESSAGES.noChallenge);
    const response = input.response as AuthenticationResponse;
    // Only this person's passkeys: another staff member's passkey proves nothing about this session.
    const passkey = passkeys.find((p) => p.credentialId === response.id);
    if (!passkey) return refused(PASSKEY_MESSAGES.unknownPasskey);
    let newCounter: number | null = null;
    try {
      const verification = await verifyAuthenticationResponse({
        response,
        ...expectedAnswer(rp, challenge),
        authenticator: {
          credentialID: passkey.credentialId,
          credentialPublicKey: bytes(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as Transport[],
        },
      });
      if (verification.verified) newCounter = verification.authenticationInfo.newCounter;
    } catch {
      newCounter = null;
    }
    if (newCounter === null) return refused(PASSKEY_MESSAGES.notVerified);
    await tx
      .update(staffPasskeys)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(eq(staffPasskeys.id, passkey.id));
    const result = { verified: true as const, label: passkey.label, sessionUpdated: false };
    return {
      result,
      log: {
        action: "passkey.confirmed",
        entityId: passkey.id,
        summary: `Confirmed their sign-in with the passkey “${passkey.label}”`,
        before: null,
        after: null,
      },
      // Only once the passkey's use is committed; the wrapper returns this same result object afterwards.
      afterCommit: async () => {
        result.sessionUpdated = await deps.recordStep(passkey.credentialId);
      },
    };
  });

  return {
    passkeyRegistrationOptions: registrationOptions,
    registerPasskey: register,
    removePasskey: remove,
    passkeyAuthenticationOptions: authenticationOptions,
    confirmPasskey: confirm,
  };
};

export async function listOwnPasskeys(db: Database, email: string): Promise<OwnPasskey[]> {
  const rows = await db
    .select({ passkey: staffPasskeys })
    .from(staffPasskeys)
    .innerJoin(adminUsers, eq(adminUsers.id, staffPasskeys.adminUserId))
    .where(eq(adminUsers.email, email.toLowerCase()))
    .orderBy(staffPasskeys.createdAt);
  return rows.map((r) => ownPasskey(r.passkey));
}
