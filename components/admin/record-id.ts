import { notFound } from "next/navigation";
import { z } from "@/lib/zod";

/**
 * The `[id]` of an admin record page. Anything that cannot be a record's id shows the not-found page
 * before the database is asked, which would otherwise reject it as malformed.
 */
export async function recordIdParam(params: Promise<{ id: string }>): Promise<string> {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  return id;
}
