export { HeroCarousel } from "./components/hero-carousel";
export { EventsHero } from "./components/events-hero";
export type { HeroPoster } from "./components/hero-poster";
export { getHeroSlides } from "./queries";
export { HERO_PORTRAIT_POSTER_PATHS, HERO_POSTER_PATHS, portraitSize } from "./poster-source";
