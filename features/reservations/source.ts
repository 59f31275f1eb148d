export const PHONE_SOURCE = "phone";
