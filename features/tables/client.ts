// The front door for code that may run in the browser: the pure fitting rule and words, no database.
export { MAX_JOINED_TABLES, NO_FIT_MESSAGES, type NoFitReason } from "./fitting";
export { seatsInWords } from "./floor";
