export { adminSection, adminSections, isActiveSection, type AdminSection } from "./sections";
