import { connection } from "next/server";
import { getActivePopups } from "@/lib/popups/queries";

/**
 * Published popups inside their window, for the popup host on every public page (it polls every
 * 60 s; the page itself carries the list it was rendered with). The read is cached by tag until
 * the next popup starts or ends, so polling costs no database work.
 */
export async function GET() {
  await connection();
  const popups = await getActivePopups();
  if (popups) return Response.json({ popups }, { headers: { "Cache-Control": "no-store" } });
  return Response.json({ popups: [], error: "Popups are unavailable just now." }, { status: 503, headers: { "Cache-Control": "no-store" } });
}
