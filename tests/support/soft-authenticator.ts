import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A passkey in software (ES256, "none" attestation): it answers the server's options the way a
// browser and authenticator would, so the integration tests run the real WebAuthn checks.

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, n: number): number[] {
  if (n < 24) return [(major << 5) | n];
  if (n < 0x100) return [(major << 5) | 24, n];
  if (n < 0x10000) return [(major << 5) | 25, n >> 8, n & 0xff];
  return [(major << 5) | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([Buffer.from(head(3, text.length)), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, value.length)), value]);
  if (Array.isArray(value)) return Buffer.concat([Buffer.from(head(4, value.length)), ...value.map(cbor)]);
  const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
  return Buffer.concat([Buffer.from(head(5, value.size)), ...parts]);
}

const b64 = (value: Uint8Array | string) => Buffer.from(value).toString("base64url");
const sha256 = (value: Uint8Array | string) => createHash("sha256").update(value).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export interface SoftAuthenticatorOptions {
  rpId: string;
  origin: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor(private readonly where: SoftAuthenticatorOptions) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin = this.where.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options whose challenge is `challenge`. */
  register(challenge: string, overrides: { origin?: string } = {}) {
    const jwk = this.publicKey.export({ format: "jwk" });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const idLength = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = Buffer.concat([
      sha256(this.where.rpId),
      Buffer.from([0x45]), // user present, user verified, credential data included
      uint32(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", challenge, overrides.origin)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options whose challenge is `challenge`, signed with this passkey. */
  authenticate(challenge: string, overrides: { origin?: string; shortR?: boolean } = {}) {
    this.counter += 1;
    const authData = Buffer.concat([sha256(this.where.rpId), Buffer.from([0x05]), uint32(this.counter)]);
    const clientDataJSON = this.clientData("webauthn.get", challenge, overrides.origin);
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    let signature = sign("sha256", signed, this.privateKey);
    // About one signature in 256 has an r under 32 bytes (DER: 30 len 02 rlen r…); a real authenticator
    // sends those too, so a test can ask for one. Each signing draws a new nonce.
    while (overrides.shortR && signature[3]! >= 32) signature = sign("sha256", signed, this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}
