export { readReport, type ReportData } from "./queries";
export { parseReportRange, type ReportRange } from "./range";
