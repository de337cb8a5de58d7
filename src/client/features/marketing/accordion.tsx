import { useId, useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Level of each item's heading, under the section's own heading. */
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}

/**
 * Disclosure list (WAI-ARIA accordion pattern): each heading holds a button that says whether its panel
 * is expanded and which region it controls. Several panels may be open at once.
 */
export function Accordion({ items, headingLevel = "h3", className }: AccordionProps) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = headingLevel;

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={cn("divide-y overflow-hidden rounded-xl border bg-surface shadow-soft", className)}>
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={cn(
                  "flex w-full cursor-pointer items-center justify-between gap-4 px-4 py-4 text-left font-medium transition-colors duration-150 sm:px-5",
                  "hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                  isOpen && "text-primary",
                )}
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    "size-5 shrink-0 text-muted-foreground transition-transform duration-200",
                    isOpen && "rotate-180",
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="space-y-3 px-4 pb-5 text-sm leading-relaxed text-muted-foreground sm:px-5"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
