"use client";

import { Plus } from "lucide-react";
import { Accordion } from "radix-ui";

export interface FaqItem {
  id: string;
  question: string;
  answer: React.ReactNode;
}

/** Questions guests ask before booking: one answer open at a time, and the open one can be closed again. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="border-t border-gold/20">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="border-b border-gold/20">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-16 w-full items-center justify-between gap-6 py-5 text-left font-display text-xl text-ivory transition-colors duration-300 hover:text-gold sm:text-2xl">
                {item.question}
                <Plus className="size-5 shrink-0 text-gold transition-transform duration-500 ease-[var(--ease-soft)] group-data-[state=open]:rotate-45" aria-hidden="true" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
            <div className="max-w-2xl pb-6 text-base leading-relaxed text-muted-ivory">{item.answer}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
