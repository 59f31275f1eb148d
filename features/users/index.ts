export { listAdminUsers, type AdminUserRow } from "./changes";
