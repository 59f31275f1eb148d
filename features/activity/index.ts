export { activityFilterOptions, getActivityEntry, listActivity } from "./queries";
