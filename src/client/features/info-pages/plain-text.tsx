/** A section body: its paragraphs and line breaks kept, its http(s) links clickable. No HTML is ever parsed. */
import { Fragment } from "react";
import { cn } from "#client/lib/utils.ts";
import { textBlocks } from "./text-blocks.ts";

export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = textBlocks(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className={cn("space-y-3 break-words text-pretty", className)}>
      {paragraphs.map((lines, p) => (
        <p key={p}>
          {lines.map((runs, l) => (
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              {runs.map((run, r) =>
                run.kind === "link" ? (
                  <a
                    key={r}
                    href={run.href}
                    target="_blank"
                    // Links typed by an organiser: no referrer, no opener, and no endorsement for search engines.
                    rel="noopener noreferrer nofollow ugc"
                    className="font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere] hover:text-primary-hover"
                  >
                    {run.text}
                  </a>
                ) : (
                  <Fragment key={r}>{run.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
