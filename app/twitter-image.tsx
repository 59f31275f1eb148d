export { alt, contentType, size, default } from "./opengraph-image";
