import { connection } from "next/server";
import { freshFormToken, renewFormToken } from "@/lib/actions/form-token";
import { env } from "@/lib/env";
import { PUBLIC_FORM_TYPES } from "@/lib/forms/messages";

export async function GET(request: Request) {
  await connection();
  const params = new URL(request.url).searchParams;
  const form = PUBLIC_FORM_TYPES.find((t) => t === params.get("form"));
  if (!form) return Response.json({ error: "Unknown form" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const previous = params.get("renew");
  const secret = env().authSecret;
  const token = previous ? renewFormToken(previous, { form, now: Date.now(), secret }) : freshFormToken(form, secret);
  return Response.json({ token }, { headers: { "Cache-Control": "no-store" } });
}
