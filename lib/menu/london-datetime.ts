/**
 * The menu forms' names for the shared Europe/London conversions (lib/time/london.ts): staff type
 * schedule times as London wall-clock time, the database stores instants.
 */
export {
  LONDON as LONDON_TIME_ZONE,
  formatLondon,
  fromLondonLocalValue as londonLocalToUtc,
  isLondonLocal as isLondonLocalValue,
  toLondonLocalValue as utcToLondonLocal,
} from "@/lib/time/london";
