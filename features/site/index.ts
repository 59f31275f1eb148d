export { SiteShell } from "./components/site-shell";
export { pageMetadata } from "./seo/metadata";
export { HomePage, homeMetadata } from "./components/home-page";
export { EventsPage, eventsMetadata } from "./components/events-page";
