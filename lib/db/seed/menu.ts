import type { Database } from "@/lib/db/client";
import { menuItems, menuSections } from "@/lib/db/schema";
import type { DietaryTag, UkAllergen } from "@/lib/db/schema/menu-vocabulary";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoItem {
  name: string;
  price: number;
  description: string;
  tags?: DietaryTag[];
  allergens?: UkAllergen[];
  special?: boolean;
}

interface DemoSection {
  title: string;
  slug: string;
  description: string;
  /** Days from now until the section goes live; absent = live now. */
  publishInDays?: number;
  items: DemoItem[];
}

const MENU: DemoSection[] = [
  {
    title: "Small Plates",
    slug: "small-plates",
    description: "Street-food favourites from Lahore and Karachi, plated to share.",
    items: [
      {
        name: "Lahori Fish Pakora",
        price: 8.95,
        description: "Basa in a carom-seed and gram-flour batter, fried crisp, with tamarind chutney.",
        tags: ["gluten-free", "dairy-free"],
        allergens: ["fish"],
      },
      {
        name: "Chapli Kebab (Peshawar)",
        price: 9.5,
        description: "Flat minced-beef kebab with pomegranate seed, crushed chilli and coriander, fried on the tawa.",
        tags: ["spicy", "dairy-free"],
        allergens: ["eggs", "cereals-containing-gluten"],
      },
      {
        name: "Samosa Chaat",
        price: 7.5,
        description: "A broken vegetable samosa over spiced chickpeas, cool yoghurt, tamarind and sev.",
        tags: ["vegetarian"],
        allergens: ["cereals-containing-gluten", "milk"],
      },
      {
        name: "Gol Gappay",
        price: 6.5,
        description: "Six crisp semolina shells to fill with spiced potato and chilled tamarind water.",
        tags: ["vegan", "dairy-free", "nut-free"],
        allergens: ["cereals-containing-gluten"],
      },
      {
        name: "Chicken Chargha Bites",
        price: 8.5,
        description: "Lahori chicken, steamed then fried, with a lemon and chaat-masala crust.",
        tags: ["gluten-free", "spicy"],
        allergens: ["milk"],
      },
      {
        name: "Aloo Tikki",
        price: 6.95,
        description: "Golden potato cakes with mint chutney and pickled red onion.",
        tags: ["vegetarian", "nut-free"],
        allergens: ["milk"],
      },
    ],
  },
  {
    title: "From the Tandoor",
    slug: "from-the-tandoor",
    description: "Marinated overnight and cooked over live charcoal in our clay ovens.",
    items: [
      {
        name: "Seekh Kebab",
        price: 11.5,
        description: "Hand-minced lamb with green chilli and fresh coriander, pressed on the skewer and charred.",
        tags: ["gluten-free", "dairy-free", "spicy"],
      },
      {
        name: "Lamb Chops",
        price: 18.5,
        description: "Four lamb cutlets in a raw-papaya and garam-masala marinade, cooked pink over the coals.",
        tags: ["gluten-free"],
        allergens: ["milk", "mustard"],
        special: true,
      },
      {
        name: "Chicken Tikka",
        price: 13.5,
        description: "Chicken thigh in yoghurt, Kashmiri chilli and smoked paprika.",
        tags: ["gluten-free", "spicy"],
        allergens: ["milk"],
      },
      {
        name: "Malai Boti",
        price: 14,
        description: "Chicken breast in cream cheese, cardamom and white pepper, gently charred at the edges.",
        tags: ["gluten-free", "contains-nuts"],
        allergens: ["milk", "tree-nuts"],
      },
      {
        name: "Tandoori Sea Bass",
        price: 19,
        description: "Whole fillet with carom seed, lemon and mustard oil, finished with chaat masala.",
        tags: ["gluten-free", "dairy-free"],
        allergens: ["fish", "mustard"],
      },
      {
        name: "Paneer Tikka",
        price: 11.95,
        description: "Fresh paneer, peppers and red onion in a smoky tikka marinade.",
        tags: ["vegetarian", "gluten-free"],
        allergens: ["milk"],
      },
    ],
  },
  {
    title: "Karahi & Handi",
    slug: "karahi-and-handi",
    description: "Slow-cooked in copper and clay, finished at high heat as they do in Peshawar and Lahore.",
    items: [
      {
        name: "Lamb Karahi",
        price: 17.95,
        description: "On the bone, with tomato, ginger and green chilli, cooked hard and fast in the karahi.",
        tags: ["gluten-free", "spicy"],
        allergens: ["milk"],
      },
      {
        name: "Chicken Handi",
        price: 15.5,
        description: "Boneless chicken in a silky, gently spiced onion and cream gravy, cooked in a clay pot.",
        tags: ["gluten-free"],
        allergens: ["milk"],
      },
      {
        name: "Nihari",
        price: 18.5,
        description: "Beef shank braised through the night, with bone-marrow gravy, ginger and lime.",
        tags: ["spicy"],
        allergens: ["cereals-containing-gluten"],
        special: true,
      },
      {
        name: "Haleem",
        price: 14.5,
        description: "Wheat, lentils and pulled beef, pounded for hours and topped with crisp onions and lemon.",
        tags: ["dairy-free"],
        allergens: ["cereals-containing-gluten"],
      },
      {
        name: "Daal Makhani",
        price: 10.5,
        description: "Black lentils simmered overnight with butter and a little cream.",
        tags: ["vegetarian", "gluten-free", "nut-free"],
        allergens: ["milk"],
      },
      {
        name: "Palak Paneer",
        price: 11.5,
        description: "Paneer in a bright spinach sauce with garlic and fenugreek.",
        tags: ["vegetarian", "gluten-free"],
        allergens: ["milk"],
      },
      {
        name: "Bhindi Masala",
        price: 9.95,
        description: "Okra with onion, tomato and dried mango powder.",
        tags: ["vegan", "gluten-free", "dairy-free", "nut-free"],
      },
    ],
  },
  {
    title: "Biryani & Rice",
    slug: "biryani-and-rice",
    description: "Aged basmati, layered and sealed, steamed dum-style until it lifts from the pot.",
    items: [
      {
        name: "Sindhi Biryani",
        price: 16.5,
        description: "Chicken, potato, dried plum, mint and saffron, layered and steamed in a sealed pot.",
        tags: ["gluten-free", "spicy"],
        allergens: ["milk"],
      },
      {
        name: "Karachi Lamb Biryani",
        price: 19.5,
        description: "Tender lamb and fragrant rice with fried onions, rose water and green chilli.",
        tags: ["gluten-free", "spicy"],
        allergens: ["milk"],
        special: true,
      },
      {
        name: "Vegetable Pulao",
        price: 11.5,
        description: "Basmati cooked in a light spiced stock with seasonal vegetables and whole spices.",
        tags: ["vegan", "gluten-free", "dairy-free", "nut-free"],
      },
      {
        name: "Saffron Rice",
        price: 4.95,
        description: "Steamed basmati with saffron and a little ghee.",
        tags: ["vegetarian", "gluten-free", "nut-free"],
        allergens: ["milk"],
      },
    ],
  },
  {
    title: "Breads",
    slug: "breads",
    description: "Baked to order against the walls of the tandoor.",
    items: [
      {
        name: "Garlic Naan",
        price: 3.95,
        description: "Blistered naan brushed with garlic butter and fresh coriander.",
        tags: ["vegetarian"],
        allergens: ["cereals-containing-gluten", "milk"],
      },
      {
        name: "Peshwari Naan",
        price: 4.5,
        description: "Filled with coconut, sultanas and almonds, lightly sweet.",
        tags: ["vegetarian", "contains-nuts"],
        allergens: ["cereals-containing-gluten", "milk", "tree-nuts"],
      },
      {
        name: "Tandoori Roti",
        price: 2.95,
        description: "Wholemeal flatbread from the clay oven.",
        tags: ["vegan", "dairy-free", "nut-free"],
        allergens: ["cereals-containing-gluten"],
      },
      {
        name: "Lachha Paratha",
        price: 4.5,
        description: "Flaky, many-layered wholemeal bread made with ghee.",
        tags: ["vegetarian"],
        allergens: ["cereals-containing-gluten", "milk"],
      },
      {
        name: "Qeema Naan",
        price: 5.95,
        description: "Naan stuffed with spiced lamb mince and green chilli.",
        tags: ["spicy"],
        allergens: ["cereals-containing-gluten", "milk"],
      },
    ],
  },
  {
    title: "Desserts",
    slug: "desserts",
    description: "Sweet endings from the Pakistani table, made in our kitchen each day.",
    items: [
      {
        name: "Gulab Jamun",
        price: 6.5,
        description: "Warm milk dumplings in rose and cardamom syrup, with crushed pistachio.",
        tags: ["vegetarian", "contains-nuts"],
        allergens: ["milk", "cereals-containing-gluten", "tree-nuts"],
      },
      {
        name: "Kheer",
        price: 6.5,
        description: "Slow-cooked rice pudding with green cardamom and flaked almonds, served chilled.",
        tags: ["vegetarian", "gluten-free", "contains-nuts"],
        allergens: ["milk", "tree-nuts"],
      },
      {
        name: "Gajar Halwa",
        price: 7.5,
        description: "Carrots cooked down in milk and ghee, served warm with clotted cream.",
        tags: ["vegetarian", "gluten-free", "contains-nuts"],
        allergens: ["milk", "tree-nuts"],
        special: true,
      },
      {
        name: "Kulfi Falooda",
        price: 7.95,
        description: "Pistachio kulfi with rose syrup, vermicelli and basil seeds.",
        tags: ["vegetarian", "contains-nuts"],
        allergens: ["milk", "tree-nuts", "cereals-containing-gluten"],
      },
    ],
  },
  {
    title: "Artisan Mocktails",
    slug: "artisan-mocktails",
    description: "Our alcohol-free bar: fresh fruit, house syrups and Pakistani spice.",
    items: [
      {
        name: "Rose & Cardamom Cooler",
        price: 6.5,
        description: "Rose, green cardamom and lime, lengthened with soda over crushed ice.",
        tags: ["vegan", "gluten-free", "dairy-free", "nut-free"],
        special: true,
      },
      {
        name: "Mango Lassi",
        price: 5.5,
        description: "Alphonso mango blended with yoghurt and a pinch of cardamom.",
        tags: ["vegetarian", "gluten-free", "nut-free"],
        allergens: ["milk"],
      },
      {
        name: "Mint Lemonade",
        price: 5.5,
        description: "Fresh mint, lime and a pinch of black salt, shaken to a froth.",
        tags: ["vegan", "gluten-free", "dairy-free", "nut-free"],
      },
      {
        name: "Saffron Sunset",
        price: 6.95,
        description: "Orange, passion fruit and saffron syrup in a gold-rimmed coupe.",
        tags: ["vegan", "gluten-free", "dairy-free", "nut-free"],
      },
      {
        name: "Tamarind & Ginger Spritz",
        price: 6.5,
        description: "Sweet-sour tamarind, fresh ginger and sparkling water.",
        tags: ["vegan", "gluten-free", "dairy-free", "nut-free"],
        allergens: ["sulphites"],
      },
      {
        name: "Kashmiri Chai",
        price: 4.5,
        description: "Pink tea brewed slowly with cardamom, topped with crushed pistachio.",
        tags: ["vegetarian", "gluten-free", "contains-nuts"],
        allergens: ["milk", "tree-nuts"],
      },
    ],
  },
  {
    title: "Winter Tasting Menu",
    slug: "winter-tasting-menu",
    description: "Seven courses from Lahore to Karachi, for the whole table.",
    publishInDays: 14,
    items: [
      {
        name: "Seven-Course Tasting Menu",
        price: 55,
        description: "A journey through our kitchens, from chaat to kulfi. Per guest; served to the whole table.",
        allergens: ["milk", "cereals-containing-gluten", "tree-nuts"],
      },
      {
        name: "Mocktail Pairing",
        price: 22,
        description: "Five artisan mocktails, each matched to a course.",
        tags: ["vegetarian"],
        allergens: ["milk"],
      },
    ],
  },
];

/** The menu's sections and their items; a section whose slug already exists is skipped with its items. */
export async function insertDemoMenu(tx: Database, now: Date): Promise<void> {
  const sections = await tx
    .insert(menuSections)
    .values(
      MENU.map((section, index) => ({
        title: section.title,
        slug: section.slug,
        description: section.description,
        status: "published" as const,
        visible: true,
        sortIndex: index,
        publishAt: section.publishInDays ? new Date(now.getTime() + section.publishInDays * DAY_MS) : null,
      })),
    )
    .onConflictDoNothing({ target: menuSections.slug })
    .returning({ id: menuSections.id, slug: menuSections.slug });

  const sectionIds = new Map(sections.map((s) => [s.slug, s.id]));
  const items = MENU.flatMap((section) => {
    const sectionId = sectionIds.get(section.slug);
    if (!sectionId) return [];
    return section.items.map((item, index) => ({
      sectionId,
      name: item.name,
      price: item.price,
      description: item.description,
      isSpecial: item.special ?? false,
      dietaryTags: item.tags ?? [],
      allergens: item.allergens ?? [],
      status: "published" as const,
      visible: true,
      sortIndex: index,
    }));
  });
  if (items.length > 0) await tx.insert(menuItems).values(items);
}
