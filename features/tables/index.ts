export {
  MAX_JOINED_TABLES,
  NO_FIT_MESSAGES,
  bestFit,
  optionsForParty,
  seatableStarts,
  tableOptions,
  type Fit,
  type FitRequest,
  type FitTable,
  type JoinPair,
  type NoFitReason,
  type Room,
  type Seating,
  type TableOption,
} from "./fitting";
export { timeAtTable } from "./time-at-table";
export { seatsInWords } from "./floor";
export {
  dayTablesOf,
  fitAt,
  lockTheDay,
  readDayTables,
  readHeldBookings,
  readRoom,
  releaseTables,
  seatBooking,
  seatableTimesByParty,
  seatingInWords,
  tablesFollowStatus,
  type BookingForSeating,
  type SeatOutcome,
} from "./seating";
export type { DayTables, HeldBooking, RoomTable } from "./room";
export { readTableNames } from "./day-queries";
