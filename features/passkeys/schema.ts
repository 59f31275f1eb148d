import { z } from "@/lib/zod";

export const PASSKEY_MESSAGES = {
  labelRequired: "Please give the passkey a name, like “Work laptop” or “My phone”.",
  labelTooLong: "Please keep the name to 60 characters or fewer.",
  notFound: "That passkey is no longer registered.",
  noRelyingParty: "Passkeys work only at the site's own address. Please open the admin area there and try again.",
  noChallenge: "That passkey request has expired. Please try again.",
  notVerified: "That passkey could not be verified. Nothing was changed: please try again.",
  unknownPasskey: "That passkey is not registered to your account. Use one you registered here, or ask an owner.",
  duplicate: "That passkey is already registered.",
  stepFirst: "Please confirm it is you with one of your passkeys before changing them.",
  noPasskeys: "You have no passkey yet: register one first.",
  cancelled: "No passkey was used (the request was cancelled or timed out). Nothing was changed.",
  unsupported: "This browser cannot use passkeys. Try an up-to-date browser on this device.",
  sessionNotUpdated: "Your passkey was accepted, but this session could not be updated. Please try again.",
} as const;

export const PASSKEY_LABEL_MAX = 60;

// The browser's answer as @simplewebauthn/browser serialises it: its shape here, its contents checked by the library.
const encoded = (max: number) => z.string().min(1).max(max);
const credentialJson = <R extends z.ZodRawShape>(response: R) =>
  z.object({
    id: encoded(1024),
    rawId: encoded(1024),
    type: z.literal("public-key"),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.unknown(),
    response: z.object({ clientDataJSON: encoded(16_384), ...response }),
  });

export const passkeyOptionsSchema = z.object({});
export type PasskeyOptionsInput = z.input<typeof passkeyOptionsSchema>;

export const registerPasskeySchema = z.object({
  label: z.string().trim().min(1, PASSKEY_MESSAGES.labelRequired).max(PASSKEY_LABEL_MAX, PASSKEY_MESSAGES.labelTooLong),
  response: credentialJson({
    attestationObject: encoded(65_536),
    authenticatorData: encoded(65_536).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKey: encoded(16_384).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});
export type RegisterPasskeyInput = z.input<typeof registerPasskeySchema>;

/** The name field alone: the browser checks it before asking the authenticator. */
export const passkeyLabelSchema = registerPasskeySchema.pick({ label: true });
export type PasskeyLabelInput = z.input<typeof passkeyLabelSchema>;

export const removePasskeySchema = z.object({ id: z.uuid(PASSKEY_MESSAGES.notFound) });
export type RemovePasskeyInput = z.input<typeof removePasskeySchema>;

export const confirmPasskeySchema = z.object({
  response: credentialJson({
    authenticatorData: encoded(16_384),
    signature: encoded(16_384),
    userHandle: z.string().max(1024).optional(),
  }),
});
export type ConfirmPasskeyInput = z.input<typeof confirmPasskeySchema>;
