import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Supabase Storage endpoints supabase-js calls for the driver, close
 * enough to the real API's shapes (paths, headers, JSON bodies, the 400-with-"404" not-found
 * answer of older servers) to test against. Objects live in memory.
 */
export interface StorageStub {
  url: string;
  serviceRoleKey: string;
  bucket: string;
  objects: Map<string, { data: Buffer; contentType: string; cacheControl: string | undefined }>;
  requests: { method: string; path: string; authorised: boolean }[];
  close(): Promise<void>;
}

export async function startStorageStub(opts: { bucket?: string } = {}): Promise<StorageStub> {
  const bucket = opts.bucket ?? "media";
  const serviceRoleKey = `service-role-${randomBytes(8).toString("hex")}`;
  const objects: StorageStub["objects"] = new Map();
  const signed = new Map<string, string>();
  const requests: StorageStub["requests"] = [];

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://stub");
      const authorised =
        req.headers.authorization === `Bearer ${serviceRoleKey}` && req.headers.apikey === serviceRoleKey;
      requests.push({ method: req.method ?? "", path: url.pathname, authorised });
      // Browsers PUT from the site's origin.
      res.setHeader("Access-Control-Allow-Origin", "*");
      if (req.method === "OPTIONS") {
        res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
        res.setHeader("Access-Control-Allow-Headers", "content-type, cache-control, x-upsert");
        return end(res, 204);
      }
      const path = url.pathname.replace(/^\/storage\/v1/, "");
      const body = await readBody(req);
      const objectKey = (prefix: string) => decodeURIComponent(path.slice(prefix.length));

      if (req.method === "GET" && path.startsWith(`/object/public/${bucket}/`))
        return sendObject(req, res, objectKey(`/object/public/${bucket}/`));
      if (req.method === "PUT" && path.startsWith(`/object/upload/sign/${bucket}/`)) {
        const key = objectKey(`/object/upload/sign/${bucket}/`);
        const token = url.searchParams.get("token");
        if (!token || signed.get(token) !== key)
          return jsonReply(res, 400, { statusCode: "403", error: "Unauthorized", message: "invalid signature" });
        signed.delete(token);
        const type = String(req.headers["content-type"] ?? "application/octet-stream");
        if (type.startsWith("multipart/form-data")) {
          // What Supabase's browser client sends: a cacheControl field, then the file under "".
          const form = await new Request("http://stub/", {
            method: "PUT",
            headers: { "content-type": type },
            body: new Uint8Array(body),
          }).formData();
          const file = form.get("");
          if (!(file instanceof Blob))
            return jsonReply(res, 400, { statusCode: "400", error: "Bad Request", message: "no file" });
          objects.set(key, {
            data: Buffer.from(await file.arrayBuffer()),
            contentType: file.type || "application/octet-stream",
            cacheControl: `max-age=${String(form.get("cacheControl"))}`,
          });
        } else {
          objects.set(key, { data: body, contentType: type, cacheControl: header(req, "cache-control") });
        }
        return jsonReply(res, 200, { Key: `${bucket}/${key}` });
      }

      if (!authorised)
        return jsonReply(res, 400, { statusCode: "403", error: "Unauthorized", message: "Invalid Compact JWS" });

      if (req.method === "POST" && path.startsWith(`/object/upload/sign/${bucket}/`)) {
        const key = objectKey(`/object/upload/sign/${bucket}/`);
        const token = randomBytes(12).toString("hex");
        signed.set(token, key);
        return jsonReply(res, 200, { url: `/object/upload/sign/${bucket}/${encodeURI(key)}?token=${token}` });
      }
      if (req.method === "POST" && path === `/object/list/${bucket}`) {
        const {
          prefix = "",
          limit = 100,
          offset = 0,
        } = JSON.parse(body.toString() || "{}") as { prefix?: string; limit?: number; offset?: number };
        const base = prefix ? `${prefix}/` : "";
        const names = new Map<string, boolean>();
        for (const key of objects.keys()) {
          if (!key.startsWith(base)) continue;
          const rest = key.slice(base.length);
          const slash = rest.indexOf("/");
          names.set(slash === -1 ? rest : rest.slice(0, slash), slash !== -1);
        }
        const entries = [...names.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, folder]) => ({ name, id: folder ? null : `id-${name}`, metadata: folder ? null : {} }));
        return jsonReply(res, 200, entries.slice(offset, offset + limit));
      }
      if (req.method === "POST" && path === "/object/move") {
        const { bucketId, sourceKey, destinationKey } = JSON.parse(body.toString()) as Record<string, string>;
        const source = bucketId === bucket ? objects.get(sourceKey ?? "") : undefined;
        if (!source) return jsonReply(res, 400, { statusCode: "404", error: "not_found", message: "Object not found" });
        objects.delete(sourceKey!);
        objects.set(destinationKey!, source);
        return jsonReply(res, 200, { message: "Successfully moved" });
      }
      if (req.method === "DELETE" && path === `/object/${bucket}`) {
        const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
        const deleted = prefixes.filter((k) => objects.delete(k));
        return jsonReply(
          res,
          200,
          deleted.map((name) => ({ name })),
        );
      }
      if (req.method === "GET" && path.startsWith(`/object/info/${bucket}/`)) {
        const key = objectKey(`/object/info/${bucket}/`);
        const object = objects.get(key);
        if (!object) return jsonReply(res, 400, { statusCode: "404", error: "not_found", message: "Object not found" });
        return jsonReply(res, 200, {
          id: `id-${key}`,
          name: key,
          bucket_id: bucket,
          size: object.data.byteLength,
          content_type: object.contentType,
          cache_control: object.cacheControl ?? null,
        });
      }
      if (path.startsWith(`/object/${bucket}/`)) {
        const key = objectKey(`/object/${bucket}/`);
        if (req.method === "POST") {
          if (objects.has(key) && req.headers["x-upsert"] !== "true")
            return jsonReply(res, 400, {
              statusCode: "409",
              error: "Duplicate",
              message: "The resource already exists",
            });
          objects.set(key, {
            data: body,
            contentType: String(req.headers["content-type"]),
            cacheControl: header(req, "cache-control"),
          });
          return jsonReply(res, 200, { Key: `${bucket}/${key}` });
        }
        if (req.method === "GET") return sendObject(req, res, key);
      }
      return jsonReply(res, 400, { statusCode: "404", error: "not_found", message: "Unknown route" });
    } catch (err) {
      jsonReply(res, 500, { message: String(err) });
    }
  });

  function sendObject(req: IncomingMessage, res: ServerResponse, key: string) {
    const object = objects.get(key);
    if (!object) return jsonReply(res, 400, { statusCode: "404", error: "not_found", message: "Object not found" });
    const size = object.data.byteLength;
    const range = /^bytes=(\d+)-(\d*)$/.exec(header(req, "range") ?? "");
    res.setHeader("Content-Type", object.contentType);
    if (range) {
      const start = Number(range[1]);
      if (start >= size) {
        res.setHeader("Content-Range", `bytes */${size}`);
        return end(res, 416);
      }
      const last = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
      res.setHeader("Content-Range", `bytes ${start}-${last}/${size}`);
      res.setHeader("Content-Length", String(last - start + 1));
      res.writeHead(206);
      return res.end(object.data.subarray(start, last + 1));
    }
    res.setHeader("Content-Length", String(size));
    res.writeHead(200);
    res.end(object.data);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceRoleKey,
    bucket,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function jsonReply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function end(res: ServerResponse, status: number) {
  res.writeHead(status);
  res.end();
}
