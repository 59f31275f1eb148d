export { HeroCarousel } from "./components/hero-carousel";
export { EventsHero } from "./components/events-hero";
