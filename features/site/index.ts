// Routes import a page's component from its own file: a server module that imports this door takes in
// every client component behind it, and each would become a start-up script of that route.
export { SiteShell } from "./components/site-shell";
export { pageMetadata } from "./seo/metadata";
