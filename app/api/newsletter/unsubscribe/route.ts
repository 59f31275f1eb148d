import { connection } from "next/server";
import { getDb } from "@/lib/db";
import { unsubscribeByLink } from "@/features/newsletter/unsubscribe-store";
import { env } from "@/lib/env";
import { readLimitedFormData } from "@/lib/security/limited-form-data";

export async function POST(request: Request): Promise<Response> {
  await connection();
  const url = new URL(request.url);
  const read = await readLimitedFormData(request, 16 * 1024);
  const form = read.ok ? read.formData : new FormData();
  const field = (name: string) => {
    const v = form.get(name) ?? url.searchParams.get(name);
    return typeof v === "string" ? v : "";
  };
  const outcome = await unsubscribeByLink(await getDb(), env().authSecret, field("id"), field("token"));
  // A mail client's one-click post wants a plain status; a guest's browser gets the page.
  if (form.get("List-Unsubscribe") === "One-Click")
    return new Response(outcome === "invalid" ? "Invalid link" : "Unsubscribed", {
      status: outcome === "invalid" ? 400 : 200,
    });
  const result = outcome === "invalid" ? "invalid" : "done";
  return new Response(null, {
    status: 303,
    headers: { Location: `/newsletter/unsubscribe?result=${result}`, "Cache-Control": "no-store" },
  });
}

export async function GET(request: Request): Promise<Response> {
  await connection();
  const url = new URL(request.url);
  return new Response(null, {
    status: 303,
    headers: { Location: `/newsletter/unsubscribe${url.search}`, "Cache-Control": "no-store" },
  });
}
