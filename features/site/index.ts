export { SiteShell } from "./components/site-shell";
export { pageMetadata } from "./seo/metadata";
