import { sql, type SQL } from "drizzle-orm";
import { LONDON } from "./london";

const zone = sql.raw(`'${LONDON}'`);

export const londonDayStart = (isoDate: string): SQL => sql`(${isoDate}::date::timestamp at time zone ${zone})`;
export const londonDayEnd = (isoDate: string): SQL => sql`((${isoDate}::date + 1)::timestamp at time zone ${zone})`;
