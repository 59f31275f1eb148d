import { connect } from "node:net";
import { networkInterfaces } from "node:os";

// SITE_URL is no proof of where the server listens: it tries to reach itself on the machine's other
// addresses and stops if one answers; until that check passes, local-only features stay off.

const CONFIRMED = Symbol.for("restaurant47.localOnlyConfirmed");
type Registry = typeof globalThis & { [CONFIRMED]?: boolean };

export function localOnlyFeaturesConfirmed(nodeEnv = process.env.NODE_ENV): boolean {
  if (nodeEnv !== "production") return true;
  return (globalThis as Registry)[CONFIRMED] === true;
}

export function confirmLocalOnly(): void {
  (globalThis as Registry)[CONFIRMED] = true;
}

export function networkAddresses(interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && !i.address.startsWith("fe80:"))
    .map((i) => i.address);
}

export function answers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export type LocalOnlyVerdict =
  { kind: "loopback-only" } | { kind: "on-the-network"; address: string } | { kind: "not-listening" };

export async function checkListeningScope(
  port: () => number,
  deps: { addresses?: string[]; answers?: typeof answers; waitMs?: number; pause?: (ms: number) => Promise<void> } = {},
): Promise<LocalOnlyVerdict> {
  const reach = deps.answers ?? answers;
  const pause = deps.pause ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const deadline = Date.now() + (deps.waitMs ?? 120_000);
  while (!(await reach("127.0.0.1", port()))) {
    if (Date.now() > deadline) return { kind: "not-listening" };
    await pause(200);
  }
  for (const address of deps.addresses ?? networkAddresses()) {
    if (await reach(address, port())) return { kind: "on-the-network", address };
  }
  return { kind: "loopback-only" };
}
