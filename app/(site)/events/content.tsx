import type { CarouselSlide } from "@/components/site/carousel-gallery";
import type { FaqItem } from "@/components/site/faq-accordion";
import type { SiteArtName } from "@/components/site/site-art";
import type { Testimonial } from "@/components/site/testimonials";
import { site } from "@/lib/site";

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
  { name: "Birthdays & anniversaries", body: "From a milestone dinner for twelve to a party for the whole family." },
  { name: "Engagements, mehndi & walima", body: "Warm, generous feasts for the days around a wedding." },
  { name: "Eid & family gatherings", body: "Long tables, sharing platters and chai that keeps coming." },
  { name: "Corporate dinners", body: "Client evenings, team celebrations and awards nights." },
  { name: "Meetings & presentations", body: "Classroom or theatre layouts with a screen and sound." },
  { name: "Community & charity events", body: "Fundraising dinners and iftars hosted with care." },
] as const;

export const PACKAGES = [
  {
    name: "Gathering",
    price: 22,
    popular: false,
    summary: "A generous sharing menu for relaxed celebrations.",
    includes: ["Two starters to share", "Two curries with rice and fresh naan", "Dessert of the day", "Soft drinks and Kashmiri chai"],
  },
  {
    name: "Celebration",
    price: 34,
    popular: true,
    summary: "Our fuller feast, from the grill to the dessert table.",
    includes: ["Mocktail on arrival", "Mixed grill platter from the tandoor", "Three mains, including lamb karahi", "Dessert table with gulab jamun and kheer"],
  },
  {
    name: "Signature",
    price: 49,
    popular: false,
    summary: "The full 47 experience, hosted from first drink to last.",
    includes: ["Mocktail bar throughout the evening", "Live tandoor station", "Chef's banquet with lamb chops and seafood", "Personalised printed menus"],
  },
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
  { title: "Enquire", body: "Send the form below or call us with your date, numbers and occasion. There is no commitment at this stage." },
  { title: "A call with our events team", body: "We reply within one business day and talk through the room, the menu and your budget. Your final price is confirmed after this call." },
  { title: "Tasting and details", body: "Come in to taste your menu, choose your layout and styling, and secure the date with a deposit." },
  { title: "Your event", body: "We set up, cook, host and clear down. You arrive, welcome your guests and enjoy the evening." },
] as const;

export const CAROUSEL: readonly CarouselSlide[] = [
  { art: "banquet", alt: "A long banquet table laid with white plates and candles, receding towards a lit arch", caption: "A long-table banquet for a walima reception." },
  { art: "candle-table", alt: "Candles and water glasses on an emerald runner scattered with marigolds", caption: "Candles and marigolds on an emerald runner." },
  { art: "karahi", alt: "A copper karahi of lamb in a rich tomato sauce, scattered with green chilli and coriander", caption: "Lamb karahi, finished at the table." },
  { art: "mocktail-rose", alt: "A rose mocktail in a coupe glass, lit by candlelight", caption: "A rose and cardamom mocktail on arrival." },
  { art: "seekh", alt: "Seekh kebabs on a dark platter with lemon and sliced onion", caption: "Seekh kebabs, straight from the tandoor." },
  { art: "jali", alt: "A carved jali screen glowing with warm light", caption: "The Jali Alcove, set for a birthday dinner." },
  { art: "gulab-jamun", alt: "Gulab jamun in a gold-rimmed bowl of syrup with rose petals", caption: "Gulab jamun for the dessert table." },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: "They looked after sixty of our family as if each one were a regular. The karahi is still being talked about.",
    name: "Ayesha R.",
    occasion: "Engagement dinner, 60 guests",
  },
  {
    quote: "Calm, organised and genuinely warm. Our client dinner ran to the minute, and the mocktail bar was a quiet triumph.",
    name: "James W.",
    occasion: "Corporate dinner, 35 guests",
  },
  {
    quote: "The Jali Alcove was perfect for Dad's seventieth. They plated the cake we brought and made him feel like royalty.",
    name: "Imran S.",
    occasion: "Birthday dinner, 18 guests",
  },
];

export const FAQS: readonly FaqItem[] = [
  {
    id: "dietary",
    question: "Can you cater for dietary requirements?",
    answer: (
      <p>
        Yes. Everything we serve is 100% halal, and we plan vegetarian, vegan, gluten-free and dairy-free dishes into any menu. Tell us about allergies when you
        enquire: our kitchen handles nuts, gluten and dairy, so we will talk you through what we can safely prepare.
      </p>
    ),
  },
  {
    id: "minimum-spend",
    question: "Is there a minimum spend?",
    answer: (
      <p>
        For exclusive hire of the whole restaurant there is a minimum spend, which depends on the day and time of year; we confirm it on our call. For the Jali
        Alcove and smaller parties there is no minimum beyond your chosen package.
      </p>
    ),
  },
  {
    id: "cake-decor",
    question: "Can we bring our own cake or décor?",
    answer: (
      <p>
        Of course. Bring your own cake and we will cut and plate it at no charge. Balloons, flowers and table décor are welcome, and you can come in an hour
        before to set up; we only ask for no confetti, glitter or anything fixed to the walls.
      </p>
    ),
  },
  {
    id: "parking-access",
    question: "Is there parking and step-free access?",
    answer: (
      <p>
        There is free parking on the roads around Leicester Road and a public car park a short walk away. The entrance, dining room and toilets are step-free;
        let us know if a guest needs anything else and we will arrange it.
      </p>
    ),
  },
];

export const REPLY_PROMISE = `We reply within one business day. For anything urgent, call ${site.phone}.`;
