import type { ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  className?: string;
}

/** Readable long-form text: a summary, a table of contents and numbered sections a link can point to. */
export function LegalDocument({ eyebrow, title, intro, sections, className }: LegalDocumentProps) {
  return (
    <article
      aria-labelledby="legal-title"
      className={cn("mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14", className)}
    >
      <header className="space-y-3 border-b pb-8">
        <p className="text-sm font-semibold text-primary">{eyebrow}</p>
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <div className="space-y-3 text-base leading-relaxed text-pretty text-muted-foreground">{intro}</div>
      </header>

      <nav aria-label="On this page" className="my-8 rounded-xl border bg-surface p-5">
        <p className="mb-3 text-sm font-semibold">On this page</p>
        <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div
              className={cn(
                "space-y-3 leading-relaxed text-pretty text-foreground/90",
                "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground",
              )}
            >
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
