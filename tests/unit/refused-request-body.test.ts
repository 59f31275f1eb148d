import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { guardIncomingRequests } from "@/lib/security/malformed-requests";

let server: http.Server;
beforeAll(async () => {
  guardIncomingRequests();
  server = http.createServer((_req, res) => res.end("reached the app"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("a body over the limit gets its 413 at once, and the connection stays open while the client sends the rest", async () => {
  // A server that closes under a client still sending makes it fail with EPIPE, or its system resets the
  // connection and drops the 413 unread: the client would see a broken connection, not the refusal.
  const { port } = server.address() as AddressInfo;
  const size = 3 * 1024 * 1024;
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  let answer = "";
  let closedByServer = false;
  let failure: Error | null = null;
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.on("end", () => (closedByServer = true));
  socket.on("error", (error) => (failure = error));
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(
    `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nNext-Action: abc\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Content-Type: text/plain;charset=UTF-8\r\nContent-Length: ${size}\r\n\r\n`,
  );
  // The refusal comes on the headers alone, before any of the body.
  await expect.poll(() => answer).toContain("That form is too large to send.");
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);

  const chunk = Buffer.alloc(64 * 1024, "a");
  for (let sent = 0; sent < size && !failure; sent += chunk.length) {
    await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
  }
  expect(failure).toBeNull();
  expect(closedByServer).toBe(false);
  socket.destroy();
});
