import { describe, expect, it } from "vitest";
import {
  REQUEST_PATH_HEADER,
  REQUEST_PATH_PROOF_HEADER,
  provenRequestPath,
  requestPathProof,
} from "@/lib/security/request-path";
import { logLine } from "@/lib/security/log-line";

const secret = "unit-secret-0123456789abcdef0123456789";

describe("the missing path the 404 page logs", () => {
  it("is the middleware's, carried with the server's proof", async () => {
    const headers = new Headers({
      [REQUEST_PATH_HEADER]: "/no-such-page",
      [REQUEST_PATH_PROOF_HEADER]: await requestPathProof(secret),
    });
    expect(await provenRequestPath(headers, secret)).toBe("/no-such-page");
  });

  it("is never a path header the client sent itself", async () => {
    expect(await provenRequestPath(new Headers({ [REQUEST_PATH_HEADER]: "/forged" }), secret)).toBeNull();
    const guessed = new Headers({ [REQUEST_PATH_HEADER]: "/forged", [REQUEST_PATH_PROOF_HEADER]: "0".repeat(64) });
    expect(await provenRequestPath(guessed, secret)).toBeNull();
    const otherServer = new Headers({
      [REQUEST_PATH_HEADER]: "/forged",
      [REQUEST_PATH_PROOF_HEADER]: await requestPathProof("another-secret-0123456789abcdef0123"),
    });
    expect(await provenRequestPath(otherServer, secret)).toBeNull();
  });
});

describe("a logged value", () => {
  it("stays on one line, so a client cannot forge a log line, and is cut short", () => {
    expect(logLine("/admin?callbackUrl=x\r\n[auth] forged line")).toBe("/admin?callbackUrl=x [auth] forged line");
    expect(logLine("a\u2028b\u0000c")).toBe("a b c");
    expect(logLine("x".repeat(400))).toHaveLength(301);
  });
});
