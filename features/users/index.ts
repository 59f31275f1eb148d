export { listAdminUsers, passkeysRequired, type AdminUserRow } from "./changes";
