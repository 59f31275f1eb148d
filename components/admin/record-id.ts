import { isRecordId } from "@/lib/db/record-id";

/**
 * The `[id]` of an admin record page, or null when it cannot be a record's id: the page says the record
 * is not found without asking the database, which would reject the malformed id.
 */
export async function recordIdParam(params: Promise<{ id: string }>): Promise<string | null> {
  const { id } = await params;
  return isRecordId(id) ? id : null;
}
