import { connection } from "next/server";
import { freshFormToken } from "@/lib/actions/form-token";
import { env } from "@/lib/env";

/**
 * A form token stamped with this moment. Public pages are pre-rendered, so a form asks for its
 * token when the guest starts on it; the server then judges the time from there to the send.
 */
export async function GET() {
  await connection();
  return Response.json({ token: freshFormToken(env().authSecret) }, { headers: { "Cache-Control": "no-store" } });
}
