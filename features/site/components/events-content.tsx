import type { CarouselSlide } from "@/features/gallery";
import type { SiteArtName } from "@/components/site/art/site-art";

export const LAYOUTS = ["Banquet", "Long table", "Classroom", "Theatre"] as const;

export const KEY_FACTS = [
  { value: "90", label: "Guests standing" },
  { value: "70", label: "Guests seated" },
  { value: "4", label: "Layouts to choose from" },
  { value: "100%", label: "Halal, alcohol-free" },
] as const;

export const SPACES: ReadonlyArray<{ name: string; capacity: string; body: string; art: SiteArtName; alt: string }> = [
  {
    name: "The Dining Room",
    capacity: "Exclusive hire · up to 90 standing, 70 seated",
    body: "The whole restaurant, yours for the evening: brass lanterns, emerald alcoves and candlelight, with the open kitchen and tandoor as a backdrop. Set it as one long table, banquet rounds, classroom rows for a talk, or theatre-style for speeches and a screen.",
    art: "lanterns",
    alt: "The dining room under hanging brass lanterns, with arched emerald alcoves and candle-lit tables",
  },
  {
    name: "The Jali Alcove",
    capacity: "Semi-private · 10 to 24 guests",
    body: "Behind the carved jali screen, a quieter corner of the room for birthday dinners, family gatherings and team lunches. You keep the atmosphere of the restaurant with a table that is entirely your own.",
    art: "jali",
    alt: "A carved jali screen glowing with warm light, a candle and a brass lamp on the table before it",
  },
];

export const OCCASIONS = [
  { title: "Birthdays & anniversaries", body: "From a milestone dinner for twelve to a party for the whole family." },
  { title: "Engagements, mehndi & walima", body: "Warm, generous feasts for the days around a wedding." },
  { title: "Eid & family gatherings", body: "Long tables, sharing platters and chai that keeps coming." },
  { title: "Corporate dinners", body: "Client evenings, team celebrations and awards nights." },
  { title: "Meetings & presentations", body: "Classroom or theatre layouts with a screen and sound." },
  { title: "Community & charity events", body: "Fundraising dinners and iftars hosted with care." },
] as const;

export const INCLUDED = [
  "A dedicated host for your event",
  "Linen, candles and table styling",
  "Printed menus and place cards",
  "Sound system for music and speeches",
  "Set-up and clearing down",
  "Your cake cut and plated, free of charge",
] as const;

export const ADD_ONS = [
  "Live tandoor or grill station",
  "Mocktail bar with our bartender",
  "Floral and décor styling from trusted partners",
  "Dessert table and celebration cake",
  "Screen and microphone for presentations",
  "Late finish, by arrangement",
] as const;

export const TIMELINE = [
  {
    title: "Enquire",
    body: "Send the form below or call us with your date, numbers and occasion. There is no commitment at this stage.",
  },
  {
    title: "A call with our events team",
    body: "We reply within one business day and talk through the room, the menu and your budget. Your final price is confirmed after this call.",
  },
  {
    title: "Tasting and details",
    body: "Come in to taste your menu, choose your layout and styling, and secure the date with a deposit.",
  },
  {
    title: "Your event",
    body: "We set up, cook, host and clear down. You arrive, welcome your guests and enjoy the evening.",
  },
] as const;

export const CAROUSEL: readonly CarouselSlide[] = [
  {
    art: "banquet",
    alt: "A long banquet table laid with white plates and candles, receding towards a lit arch",
    caption: "A long-table banquet for a walima reception.",
  },
  {
    art: "candle-table",
    alt: "Candles and water glasses on an emerald runner scattered with marigolds",
    caption: "Candles and marigolds on an emerald runner.",
  },
  {
    art: "karahi",
    alt: "A copper karahi of lamb in a rich tomato sauce, scattered with green chilli and coriander",
    caption: "Lamb karahi, finished at the table.",
  },
  {
    art: "mocktail-rose",
    alt: "A rose mocktail in a coupe glass, lit by candlelight",
    caption: "A rose and cardamom mocktail on arrival.",
  },
  {
    art: "seekh",
    alt: "Seekh kebabs on a dark platter with lemon and sliced onion",
    caption: "Seekh kebabs, straight from the tandoor.",
  },
  {
    art: "jali",
    alt: "A carved jali screen glowing with warm light",
    caption: "The Jali Alcove, set for a birthday dinner.",
  },
  {
    art: "gulab-jamun",
    alt: "Gulab jamun in a gold-rimmed bowl of syrup with rose petals",
    caption: "Gulab jamun for the dessert table.",
  },
];
