const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a link can be a record's id (a uuid, 8-4-4-4-12 hex digits). Ask before a query:
 * PostgreSQL fails the whole query on a malformed uuid, where a well-formed one of no record only misses.
 */
export const isRecordId = (value: string): boolean => RECORD_ID.test(value);
