import { afterEach, describe, expect, it } from "vitest";
import { checkListeningScope, localOnlyFeaturesConfirmed, networkAddresses } from "@/lib/security/local-only";

const CONFIRMED = Symbol.for("restaurant47.localOnlyConfirmed");
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[CONFIRMED];
});

const noPause = async () => {};

describe("local-only features in a production server", () => {
  it("are off until the server has shown it listens on loopback alone; development needs no check", () => {
    expect(localOnlyFeaturesConfirmed("production")).toBe(false);
    expect(localOnlyFeaturesConfirmed("development")).toBe(true);
  });

  it("a server that answers only on loopback is confirmed; one that also answers on a network address is not", async () => {
    const loopbackOnly = async (host: string) => host === "127.0.0.1";
    expect(
      await checkListeningScope(() => 3100, { addresses: ["10.0.0.5"], answers: loopbackOnly, pause: noPause }),
    ).toEqual({ kind: "loopback-only" });
    const everywhere = async () => true;
    expect(
      await checkListeningScope(() => 3100, {
        addresses: ["10.0.0.5", "fd00::5"],
        answers: everywhere,
        pause: noPause,
      }),
    ).toEqual({ kind: "on-the-network", address: "10.0.0.5" });
  });

  it("waits for the server to listen, and gives up (features off) if it never does", async () => {
    let calls = 0;
    const late = async (host: string) => host === "127.0.0.1" && ++calls > 3;
    expect(await checkListeningScope(() => 3100, { addresses: [], answers: late, pause: noPause })).toEqual({
      kind: "loopback-only",
    });
    expect(
      await checkListeningScope(() => 3100, { addresses: [], answers: async () => false, pause: noPause, waitMs: -1 }),
    ).toEqual({ kind: "not-listening" });
  });

  it("lists the machine's addresses other than loopback and link-local", () => {
    const list = networkAddresses({
      lo: [{ address: "127.0.0.1", internal: true, family: "IPv4", netmask: "", mac: "", cidr: null }],
      eth0: [
        { address: "10.0.0.5", internal: false, family: "IPv4", netmask: "", mac: "", cidr: null },
        { address: "fe80::1", internal: false, family: "IPv6", netmask: "", mac: "", cidr: null, scopeid: 2 },
      ],
    });
    expect(list).toEqual(["10.0.0.5"]);
  });
});
