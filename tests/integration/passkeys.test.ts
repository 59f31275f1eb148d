import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminAction, type AdminVerdictLike } from "@/lib/actions/admin-action-core";
import { staffRecord } from "@/lib/auth/allowlist";
import type { StaffRole } from "@/lib/auth/permissions";
import { activityLog, adminUsers, staffPasskeyChallenges, staffPasskeys, staffPolicy } from "@/lib/db/schema";
import { CHALLENGE_LIFETIME_MS } from "@/features/passkeys/challenges";
import { listOwnPasskeys, passkeyActions, type PasskeyDeps } from "@/features/passkeys/changes";
import { RELYING_PARTY_NAME } from "@/features/passkeys/relying-party";
import { PASSKEY_MESSAGES } from "@/features/passkeys/schema";
import { resetPasskeysDefinition } from "@/features/users/changes";
import { depsAs, withTestDatabase } from "../support/admin-harness";
import { SoftAuthenticator } from "../support/soft-authenticator";

const database = withTestDatabase();
const RP = { id: "localhost", origin: "http://localhost:3400", name: RELYING_PARTY_NAME };
const START = new Date("2026-11-27T12:00:00Z");

let clock: Date;
let earlierLogIds = new Set<string>();
beforeEach(async () => {
  clock = START;
  await database.db.delete(adminUsers);
  await database.db.delete(staffPolicy);
  await database.db.insert(adminUsers).values([
    { email: "owner@example.com", role: "owner" },
    { email: "manager@example.com", role: "manager" },
    { email: "host@example.com", role: "host" },
  ]);
  earlierLogIds = new Set((await database.db.select({ id: activityLog.id }).from(activityLog)).map((r) => r.id));
});

const newLogRows = async () => (await database.db.select().from(activityLog)).filter((r) => !earlierLogIds.has(r.id));

interface As {
  role?: StaffRole;
  passkeysRequired?: boolean;
  secondFactor?: boolean;
  relyingParty?: PasskeyDeps["relyingParty"];
}

/** The real definitions run by the real wrapper, signed in as `email`, answering from RP's origin. */
function signedInAs(email: string, as: As = {}) {
  const verdict: AdminVerdictLike = {
    kind: "admin",
    email,
    role: as.role ?? "owner",
    passkeysRequired: as.passkeysRequired ?? false,
    secondFactor: as.secondFactor ?? false,
  };
  const recordStep = vi.fn<(credentialId: string) => Promise<boolean>>(async () => true);
  const deps: PasskeyDeps = { relyingParty: as.relyingParty ?? (async () => RP), recordStep, now: () => clock };
  const wrap = createAdminAction(depsAs(verdict, () => database.db));
  const defs = passkeyActions(deps);
  return {
    recordStep,
    registrationOptions: wrap(defs.passkeyRegistrationOptions),
    register: wrap(defs.registerPasskey),
    remove: wrap(defs.removePasskey),
    authenticationOptions: wrap(defs.passkeyAuthenticationOptions),
    confirm: wrap(defs.confirmPasskey),
    resetPasskeys: wrap(resetPasskeysDefinition),
  };
}

type Session = ReturnType<typeof signedInAs>;

async function challengeFor(options: Promise<{ ok: boolean; data?: { challenge: string }; error?: string }>) {
  const result = await options;
  if (!result.ok || !result.data) throw new Error(`no options: ${result.error}`);
  return result.data.challenge;
}

async function registered(session: Session, label = "Work laptop") {
  const authenticator = new SoftAuthenticator({ rpId: RP.id, origin: RP.origin });
  const challenge = await challengeFor(session.registrationOptions({}));
  const result = await session.register({ label, response: authenticator.register(challenge) });
  expect(result).toMatchObject({ ok: true, data: { verified: true } });
  return authenticator;
}

const challenges = () => database.db.select().from(staffPasskeyChallenges);

describe("registering a passkey", () => {
  it("keeps a verified passkey with its name, uses up the challenge and logs it", async () => {
    const me = signedInAs("owner@example.com");
    const options = await me.registrationOptions({});
    expect(options).toMatchObject({
      ok: true,
      data: { rp: { id: "localhost", name: RELYING_PARTY_NAME }, user: { name: "owner@example.com" } },
    });
    expect(await challenges()).toHaveLength(1);

    const authenticator = new SoftAuthenticator({ rpId: RP.id, origin: RP.origin });
    const result = await me.register({
      label: "  Work laptop ",
      response: authenticator.register(options.ok ? options.data.challenge : ""),
    });
    expect(result).toMatchObject({ ok: true, data: { verified: true, passkey: { label: "Work laptop" } } });
    expect(await challenges()).toEqual([]);

    const [row] = await database.db.select().from(staffPasskeys);
    expect(row).toMatchObject({ credentialId: authenticator.id, label: "Work laptop", transports: ["internal"] });
    expect((await listOwnPasskeys(database.db, "owner@example.com")).map((p) => p.label)).toEqual(["Work laptop"]);
    expect(await listOwnPasskeys(database.db, "host@example.com")).toEqual([]);
    const log = await newLogRows();
    expect(log.map((r) => [r.action, r.entity, r.summary])).toEqual([
      ["passkey.registered", "staff_passkey", "Registered a passkey, “Work laptop”"],
    ]);
  });

  it("accepts an answer once: replaying it finds no challenge and adds nothing", async () => {
    const me = signedInAs("owner@example.com");
    const authenticator = new SoftAuthenticator({ rpId: RP.id, origin: RP.origin });
    const challenge = await challengeFor(me.registrationOptions({}));
    const response = authenticator.register(challenge);
    expect(await me.register({ label: "Phone", response })).toMatchObject({ ok: true, data: { verified: true } });
    expect(await me.register({ label: "Phone again", response })).toEqual({
      ok: true,
      data: { verified: false, error: PASSKEY_MESSAGES.noChallenge },
    });
    expect(await database.db.select().from(staffPasskeys)).toHaveLength(1);
  });

  it("uses the challenge up on a wrong answer too, so the right one cannot follow", async () => {
    const me = signedInAs("owner@example.com");
    const authenticator = new SoftAuthenticator({ rpId: RP.id, origin: RP.origin });
    const challenge = await challengeFor(me.registrationOptions({}));
    const wrong = authenticator.register(challenge, { origin: "https://evil.example" });
    expect(await me.register({ label: "Phone", response: wrong })).toEqual({
      ok: true,
      data: { verified: false, error: PASSKEY_MESSAGES.notVerified },
    });
    expect(await me.register({ label: "Phone", response: authenticator.register(challenge) })).toMatchObject({
      data: { verified: false, error: PASSKEY_MESSAGES.noChallenge },
    });
    expect(await database.db.select().from(staffPasskeys)).toEqual([]);
    expect(await newLogRows()).toEqual([]);
  });

  it("refuses an answer after the challenge has expired, or to a challenge for signing in", async () => {
    const me = signedInAs("owner@example.com");
    const authenticator = new SoftAuthenticator({ rpId: RP.id, origin: RP.origin });
    const challenge = await challengeFor(me.registrationOptions({}));
    clock = new Date(START.getTime() + CHALLENGE_LIFETIME_MS + 1);
    expect(await me.register({ label: "Late", response: authenticator.register(challenge) })).toMatchObject({
      data: { verified: false, error: PASSKEY_MESSAGES.noChallenge },
    });

    const first = await registered(me);
    const signInChallenge = await challengeFor(me.authenticationOptions({}));
    const other = new SoftAuthenticator({ rpId: RP.id, origin: RP.origin });
    expect(await me.register({ label: "Mixed", response: other.register(signInChallenge) })).toMatchObject({
      data: { verified: false, error: PASSKEY_MESSAGES.noChallenge },
    });
    expect((await database.db.select().from(staffPasskeys)).map((p) => p.credentialId)).toEqual([first.id]);
  });

  it("refuses a name that is empty or too long, before any ceremony", async () => {
    const me = signedInAs("owner@example.com");
    const result = await me.register({
      label: " ",
      response: new SoftAuthenticator({ rpId: RP.id, origin: RP.origin }).register("x"),
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { label: [PASSKEY_MESSAGES.labelRequired] } });
    expect(
      (
        await me.register({
          label: "x".repeat(61),
          response: new SoftAuthenticator({ rpId: RP.id, origin: RP.origin }).register("x"),
        })
      ).ok,
    ).toBe(false);
  });

  it("offers nothing at an address passkeys do not work on", async () => {
    const me = signedInAs("owner@example.com", { relyingParty: async () => null });
    expect(await me.registrationOptions({})).toEqual({ ok: false, error: PASSKEY_MESSAGES.noRelyingParty });
    expect(await challenges()).toEqual([]);
  });
});

describe("the passkey step", () => {
  it("verifies the person's own passkey, records the step on the session and the use on the passkey", async () => {
    const me = signedInAs("owner@example.com", { passkeysRequired: true });
    const authenticator = await registered(me, "Phone");
    clock = new Date(START.getTime() + 60_000);
    const challenge = await challengeFor(me.authenticationOptions({}));
    const result = await me.confirm({ response: authenticator.authenticate(challenge) });
    expect(result).toEqual({ ok: true, data: { verified: true, label: "Phone", sessionUpdated: true } });
    expect(me.recordStep).toHaveBeenCalledWith(authenticator.id);
    const [row] = await database.db.select().from(staffPasskeys);
    expect(row).toMatchObject({ counter: 1, lastUsedAt: clock });
    expect((await newLogRows()).map((r) => r.action)).toEqual(["passkey.registered", "passkey.confirmed"]);

    // The allowlist read now finds the session's passkey registered: the step counts.
    await database.db.insert(staffPolicy).values({ id: 1, passkeysRequired: true });
    expect(await staffRecord(database.db, "owner@example.com", authenticator.id)).toMatchObject({
      passkeysRequired: true,
      passkeyStillRegistered: true,
    });
  });

  it("refuses a replayed answer, a wrong origin and a cancelled ceremony without recording anything", async () => {
    const me = signedInAs("owner@example.com");
    const authenticator = await registered(me);
    const challenge = await challengeFor(me.authenticationOptions({}));
    const answer = authenticator.authenticate(challenge);
    expect(await me.confirm({ response: answer })).toMatchObject({ data: { verified: true } });
    me.recordStep.mockClear();

    expect(await me.confirm({ response: answer })).toMatchObject({
      data: { verified: false, error: PASSKEY_MESSAGES.noChallenge },
    });
    await challengeFor(me.authenticationOptions({}));
    expect(await me.confirm({ response: answer })).toMatchObject({
      data: { verified: false, error: PASSKEY_MESSAGES.notVerified },
    });
    const next = await challengeFor(me.authenticationOptions({}));
    expect(
      await me.confirm({ response: authenticator.authenticate(next, { origin: "https://evil.example" }) }),
    ).toMatchObject({ data: { verified: false, error: PASSKEY_MESSAGES.notVerified } });
    expect(me.recordStep).not.toHaveBeenCalled();
    expect((await newLogRows()).filter((r) => r.action === "passkey.confirmed")).toHaveLength(1);
  });

  it("refuses another staff member's passkey", async () => {
    const host = signedInAs("host@example.com", { role: "host" });
    const hostKey = await registered(host, "Host's phone");
    const owner = signedInAs("owner@example.com", { passkeysRequired: true });
    await registered(owner, "Owner's phone");
    const challenge = await challengeFor(owner.authenticationOptions({}));
    expect(await owner.confirm({ response: hostKey.authenticate(challenge) })).toEqual({
      ok: true,
      data: { verified: false, error: PASSKEY_MESSAGES.unknownPasskey },
    });
    expect(owner.recordStep).not.toHaveBeenCalled();
  });

  it("asks someone without a passkey to register one first", async () => {
    const me = signedInAs("manager@example.com", { role: "manager", passkeysRequired: true });
    expect(await me.authenticationOptions({})).toEqual({ ok: false, error: PASSKEY_MESSAGES.noPasskeys });
  });

  it("takes a signature whose r is shorter than 32 bytes, as about one real sign-in in 128 sends", async () => {
    const me = signedInAs("owner@example.com");
    const authenticator = await registered(me);
    const challenge = await challengeFor(me.authenticationOptions({}));
    expect(await me.confirm({ response: authenticator.authenticate(challenge, { shortR: true }) })).toMatchObject({
      ok: true,
      data: { verified: true },
    });
  });

  it("says so when the session could not be updated", async () => {
    const me = signedInAs("owner@example.com");
    const authenticator = await registered(me);
    me.recordStep.mockResolvedValueOnce(false);
    const challenge = await challengeFor(me.authenticationOptions({}));
    expect(await me.confirm({ response: authenticator.authenticate(challenge) })).toMatchObject({
      data: { verified: true, sessionUpdated: false },
    });
  });
});

describe("changing passkeys while the owner requires them", () => {
  it("lets someone with none add a first one, but not add or remove more until they have passed the step", async () => {
    const before = signedInAs("owner@example.com", { passkeysRequired: true });
    await registered(before, "First");
    const [first] = await database.db.select().from(staffPasskeys);

    const stillBefore = signedInAs("owner@example.com", { passkeysRequired: true });
    expect(await stillBefore.registrationOptions({})).toEqual({ ok: false, error: PASSKEY_MESSAGES.stepFirst });
    expect(await stillBefore.remove({ id: first!.id })).toEqual({ ok: false, error: PASSKEY_MESSAGES.stepFirst });

    const after = signedInAs("owner@example.com", { passkeysRequired: true, secondFactor: true });
    await registered(after, "Second");
    expect(await after.remove({ id: first!.id })).toEqual({ ok: true, data: { id: first!.id, label: "First" } });
    expect((await listOwnPasskeys(database.db, "owner@example.com")).map((p) => p.label)).toEqual(["Second"]);

    // A host is never asked for the step, so their changes are not held back.
    const host = signedInAs("host@example.com", { role: "host", passkeysRequired: true });
    await registered(host, "One");
    await registered(host, "Two");
  });

  it("removes only the person's own passkeys", async () => {
    const host = signedInAs("host@example.com", { role: "host" });
    await registered(host, "Host's phone");
    const [hostKey] = await database.db.select().from(staffPasskeys);
    const owner = signedInAs("owner@example.com");
    expect(await owner.remove({ id: hostKey!.id })).toEqual({ ok: false, error: PASSKEY_MESSAGES.notFound });
    expect(await database.db.select().from(staffPasskeys)).toHaveLength(1);
  });

  it("an owner's reset removes the person's passkeys, so the session's step no longer counts", async () => {
    const manager = signedInAs("manager@example.com", { role: "manager", passkeysRequired: true });
    const key = await registered(manager, "Manager's phone");
    const [managerRow] = await database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, "manager@example.com"));

    const owner = signedInAs("owner@example.com", { secondFactor: true });
    expect(await owner.resetPasskeys({ id: managerRow!.id })).toMatchObject({ ok: true, data: { removed: 1 } });
    expect(await staffRecord(database.db, "manager@example.com", key.id)).toMatchObject({
      passkeyStillRegistered: false,
    });
    expect(await manager.authenticationOptions({})).toEqual({ ok: false, error: PASSKEY_MESSAGES.noPasskeys });
    expect((await newLogRows()).map((r) => r.action)).toEqual(["passkey.registered", "admin_user.passkeys_reset"]);
  });
});
