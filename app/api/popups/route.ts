import { connection } from "next/server";
import { getActivePopups } from "@/lib/data/popups";
import { asOfMinute } from "@/lib/visibility/window";

/**
 * Published popups inside their window, for the popup host on every public page (it polls every
 * 60 s). The read is cached per minute and by tag, so polling costs no database work.
 */
export async function GET() {
  await connection();
  try {
    const popups = await getActivePopups(asOfMinute());
    return Response.json({ popups }, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    console.error("[popups] failed to load popups", err);
    return Response.json({ popups: [], error: "Popups are unavailable just now." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
