"use client";

import { Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { clsx } from "clsx";

export interface FaqItem {
  id: string;
  question: string;
  answer: React.ReactNode;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

// Hand-written: a library accordion measures every answer while hydrating, forcing a whole-page layout.
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <div className="border-t border-gold/20">
      {items.map((item, index) => {
        const open = openId === item.id;
        const triggerId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <div key={item.id} className="border-b border-gold/20" data-state={open ? "open" : "closed"}>
            <h3>
              <button
                ref={(el) => {
                  triggers.current[index] = el;
                }}
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => {
                  const next = NEXT_KEYS[event.key];
                  if (!next) return;
                  event.preventDefault();
                  triggers.current[next(index, items.length)]?.focus();
                }}
                className="faq-question"
              >
                {item.question}
                <Plus className={clsx("faq-icon", open && "rotate-45")} aria-hidden="true" />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!open}
              className="animate-in duration-500 fade-in-0 slide-in-from-top-1"
            >
              <div className="max-w-2xl pb-6 text-base leading-relaxed text-muted-ivory">{item.answer}</div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
