import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

export function serverActionId(exportedName: string, fileIncludes: string): string {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.exportedName === exportedName && (v.filename ?? "").includes(fileIncludes),
  );
  if (!entry) throw new Error(`${exportedName} (${fileIncludes}) is not in the server action manifest: rebuild first`);
  return entry[0];
}

export async function postServerAction(
  api: APIRequestContext,
  pagePath: string,
  actionId: string,
  args: unknown[],
  origin: string,
) {
  const res = await api.post(pagePath, {
    headers: {
      "Next-Action": actionId,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      Origin: origin,
    },
    data: JSON.stringify(args),
    maxRedirects: 0,
  });
  return { status: res.status(), body: await res.text() };
}
