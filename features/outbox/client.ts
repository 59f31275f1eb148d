export { enquiryEmailSchema, type EnquiryEmailAction, type EnquiryEmailInput } from "./schema";
