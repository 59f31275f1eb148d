export type { CarouselSlide } from "./components/carousel-gallery";
export { CarouselGallery } from "./components/carousel-gallery";
