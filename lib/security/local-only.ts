import { connect } from "node:net";
import { networkInterfaces } from "node:os";

/**
 * Local-only features (the password-less local sign-in, the e2e suite's test hooks) in a production
 * server: allowed only once the server has shown it listens on loopback alone. SITE_URL says what
 * the site is called, not where the server listens, so it is not proof: a server started without
 * `-H 127.0.0.1` listens on every interface. After start-up the server tries to reach itself on
 * each of the machine's other addresses; if one answers, it is on the network, and it stops.
 * Until that check has passed, the features stay off. Development servers need no check.
 */

const CONFIRMED = Symbol.for("restaurant47.localOnlyConfirmed");
type Registry = typeof globalThis & { [CONFIRMED]?: boolean };

export function localOnlyFeaturesConfirmed(nodeEnv = process.env.NODE_ENV): boolean {
  if (nodeEnv !== "production") return true;
  return (globalThis as Registry)[CONFIRMED] === true;
}

export function confirmLocalOnly(): void {
  (globalThis as Registry)[CONFIRMED] = true;
}

/** The machine's addresses other than loopback: where a server on every interface also answers. */
export function networkAddresses(interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && !i.address.startsWith("fe80:"))
    .map((i) => i.address);
}

/** Whether something accepts a TCP connection at host:port within `timeoutMs`. */
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

export type LocalOnlyVerdict = { kind: "loopback-only" } | { kind: "on-the-network"; address: string } | { kind: "not-listening" };

/**
 * Waits until this server answers on loopback (it starts listening after start-up code runs, and
 * `next start -p` says its port only then), then tries each network address. `deps` are
 * injectable for tests.
 */
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
