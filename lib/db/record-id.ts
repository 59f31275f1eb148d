import { z } from "@/lib/zod";

const recordId = z.uuid();

/**
 * Whether a value from a link can be a record's id: the same uuid the forms' schemas ask for. Ask before a
 * query: PostgreSQL fails the whole query on a malformed uuid, where a well-formed one of no record only misses.
 */
export const isRecordId = (value: string): boolean => recordId.safeParse(value).success;
