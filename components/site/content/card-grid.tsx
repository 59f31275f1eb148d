import type { LucideIcon } from "lucide-react";
import { Reveal } from "./reveal";

export interface Card {
  title: string;
  body: React.ReactNode;
  icon?: LucideIcon;
}

interface CardStyle {
  reveal: boolean;
  item: string;
  number?: string;
  icon?: string;
  title: string;
  body: string;
}

const BODY = "text-base leading-relaxed text-muted-ivory";

/** The card looks the pages share, by name, so a page only says which one. */
const CARD_STYLES = {
  numbered: {
    reveal: true,
    item: "bg-ink p-8 sm:p-10",
    number: "font-display text-lg text-gold [font-variant-numeric:lining-nums]",
    title: "mt-3 font-display text-3xl text-ivory",
    body: `mt-4 ${BODY}`,
  },
  "numbered-large": {
    reveal: true,
    item: "bg-ink p-8 sm:p-10",
    number: "font-display text-5xl text-gold [font-variant-numeric:lining-nums]",
    title: "mt-6 font-display text-3xl text-ivory",
    body: `mt-4 ${BODY}`,
  },
  "ruled-icon": {
    reveal: true,
    item: "border-t border-gold/40 pt-8",
    icon: "size-6 text-gold",
    title: "mt-5 font-display text-3xl text-ivory",
    body: `mt-4 ${BODY}`,
  },
  "panel-icon": {
    reveal: false,
    item: "bg-charcoal p-8 sm:p-10",
    icon: "size-5 text-gold",
    title: "mt-5 font-display text-2xl text-ivory",
    body: `mt-3 ${BODY}`,
  },
  occasion: { reveal: true, item: "bg-emerald p-8", title: "card-title", body: "occasion-text" },
} satisfies Record<string, CardStyle>;

export type CardLook = keyof typeof CARD_STYLES;

/** A list of cards in one of the shared looks: the page gives the items, the list's grid and the look. */
export function CardGrid({
  items,
  look,
  className,
  ordered = false,
}: {
  items: readonly Card[];
  look: CardLook;
  className: string;
  ordered?: boolean;
}) {
  const style: CardStyle = CARD_STYLES[look];
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((card, i) => {
        const content = <CardContent card={card} index={i} style={style} />;
        return style.reveal ? (
          <Reveal as="li" key={card.title} className={style.item}>
            {content}
          </Reveal>
        ) : (
          <li key={card.title} className={style.item}>
            {content}
          </li>
        );
      })}
    </List>
  );
}

function CardContent({
  card: { title, body, icon: Icon },
  index,
  style,
}: {
  card: Card;
  index: number;
  style: CardStyle;
}) {
  return (
    <>
      {style.number ? <p className={style.number}>{String(index + 1).padStart(2, "0")}</p> : null}
      {Icon && style.icon ? <Icon className={style.icon} aria-hidden="true" /> : null}
      <h3 className={style.title}>{title}</h3>
      <p className={style.body}>{body}</p>
    </>
  );
}
