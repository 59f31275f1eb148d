export type { CarouselSlide } from "./components/carousel-gallery";
