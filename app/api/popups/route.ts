import { connection } from "next/server";
import { getActivePopups } from "@/features/popups/queries";

export async function GET() {
  await connection();
  const popups = await getActivePopups();
  if (popups) return Response.json({ popups }, { headers: { "Cache-Control": "no-store" } });
  return Response.json(
    { popups: [], error: "Popups are unavailable just now." },
    { status: 503, headers: { "Cache-Control": "no-store" } },
  );
}
