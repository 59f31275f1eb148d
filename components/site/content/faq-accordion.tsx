import { Plus } from "lucide-react";

export interface FaqItem {
  id: string;
  question: string;
  answer: React.ReactNode;
}

/**
 * Native disclosures sharing one `name`, so the browser keeps one answer open at a time. They work
 * before the page's scripts have run and without JavaScript at all, which a button-driven accordion
 * did not (a click before hydration was lost, and without scripts every answer stayed hidden).
 */
export function FaqAccordion({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return (
    <div className="border-t border-gold/20">
      {items.map((item) => (
        <details key={item.id} name={name} className="faq-item border-b border-gold/20">
          <summary className="faq-question">
            <h3>{item.question}</h3>
            <Plus className="faq-icon" aria-hidden="true" />
          </summary>
          <div className="max-w-2xl animate-in pb-6 text-base leading-relaxed text-muted-ivory duration-500 fade-in-0 slide-in-from-top-1">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
