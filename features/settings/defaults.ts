import type { WeeklyHours } from "@/features/opening-times/client";
import type { SiteSettings } from "./types";

// Monday (1) to Sunday (7): the one-window collection times, or null for a closed day.
const COLLECTION_WEEK: ReadonlyArray<[number, string | null, string | null]> = [
  [1, null, null],
  [2, "17:00", "22:00"],
  [3, "17:00", "22:00"],
  [4, "17:00", "22:00"],
  [5, "17:00", "23:00"],
  [6, "17:00", "23:00"],
  [7, "16:00", "21:30"],
];

function collectionDay(day: number, open: string | null, close: string | null): WeeklyHours {
  return {
    day,
    isClosed: open === null,
    openTime1: open,
    closeTime1: close,
    openTime2: null,
    closeTime2: null,
    notes: null,
  };
}

// Migration 0004 inserts the same rows (a unit test keeps the two equal); the bookings row, added
// later, is written at its first save and read as this default until then, as are the rows after it.
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contact: {
    phone: "0116 288 4747",
    email: "hello@47restaurant.co.uk",
    street: "47 Leicester Road",
    locality: "Wigston",
    region: "Leicester",
    postcode: "LE18 1NS",
    directionsUrl: "",
    instagramUrl: "",
    facebookUrl: "",
    tiktokUrl: "",
  },
  collectionHours: {
    days: COLLECTION_WEEK.map(([day, open, close]) => collectionDay(day, open, close)),
  },
  packages: {
    items: [
      {
        name: "Gathering",
        price: 22,
        popular: false,
        summary: "A generous sharing menu for relaxed celebrations.",
        includes: [
          "Two starters to share",
          "Two curries with rice and fresh naan",
          "Dessert of the day",
          "Soft drinks and Kashmiri chai",
        ],
      },
      {
        name: "Celebration",
        price: 34,
        popular: true,
        summary: "Our fuller feast, from the grill to the dessert table.",
        includes: [
          "Mocktail on arrival",
          "Mixed grill platter from the tandoor",
          "Three mains, including lamb karahi",
          "Dessert table with gulab jamun and kheer",
        ],
      },
      {
        name: "Signature",
        price: 49,
        popular: false,
        summary: "The full 47 experience, hosted from first drink to last.",
        includes: [
          "Mocktail bar throughout the evening",
          "Live tandoor station",
          "Chef's banquet with lamb chops and seafood",
          "Personalised printed menus",
        ],
      },
    ],
  },
  faqs: {
    items: [
      {
        question: "Can you cater for dietary requirements?",
        answer:
          "Yes. Everything we serve is 100% halal, and we plan vegetarian, vegan, gluten-free and dairy-free dishes into any menu. Tell us about allergies when you enquire: our kitchen handles nuts, gluten and dairy, so we will talk you through what we can safely prepare.",
      },
      {
        question: "Is there a minimum spend?",
        answer:
          "For exclusive hire of the whole restaurant there is a minimum spend, which depends on the day and time of year; we confirm it on our call. For the Jali Alcove and smaller parties there is no minimum beyond your chosen package.",
      },
      {
        question: "Can we bring our own cake or décor?",
        answer:
          "Of course. Bring your own cake and we will cut and plate it at no charge. Balloons, flowers and table décor are welcome, and you can come in an hour before to set up; we only ask for no confetti, glitter or anything fixed to the walls.",
      },
      {
        question: "Is there parking and step-free access?",
        answer:
          "There is free parking on the roads around Leicester Road and a public car park a short walk away. The entrance, dining room and toilets are step-free; let us know if a guest needs anything else and we will arrange it.",
      },
    ],
  },
  testimonials: {
    items: [
      {
        quote:
          "They looked after sixty of our family as if each one were a regular. The karahi is still being talked about.",
        name: "Ayesha R.",
        occasion: "Engagement dinner, 60 guests",
      },
      {
        quote:
          "Calm, organised and genuinely warm. Our client dinner ran to the minute, and the mocktail bar was a quiet triumph.",
        name: "James W.",
        occasion: "Corporate dinner, 35 guests",
      },
      {
        quote:
          "The Jali Alcove was perfect for Dad's seventieth. They plated the cake we brought and made him feel like royalty.",
        name: "Imran S.",
        occasion: "Birthday dinner, 18 guests",
      },
    ],
  },
  brochure: { key: null, url: null, fileName: null, size: null },
  bookingEmails: { remindersOn: true, reminderHours: 24, thankYouOn: false, reviewUrl: "" },
  bookings: { noShowGraceMinutes: 15, waitlistOfferHours: 2, retentionMonths: 24, instantConfirmation: false },
  newsletter: { perMinute: 50 },
  tableTimes: { smallUpTo: 2, smallMinutes: 90, mediumUpTo: 4, mediumMinutes: 120, largeMinutes: 150 },
};
