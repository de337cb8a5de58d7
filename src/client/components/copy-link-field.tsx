/**
 * A read-only link with a Copy button and a spoken result. Copying uses the Clipboard API and falls
 * back to selecting the text for the browser's own copy (older browsers, pages outside a secure context).
 * Share links of every feature (venues, information pages) use it.
 */
import { useId, useRef, useState } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { cn } from "#client/lib/utils.ts";

type CopyState = "idle" | "copied" | "manual";

function copyBySelection(input: HTMLInputElement | null): boolean {
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

interface CopyLinkFieldProps {
  url: string;
  label: string;
  /** The layout of the input and its button (they stack on phones by default). */
  rowClassName?: string;
}

export function CopyLinkField({ url, label, rowClassName }: CopyLinkFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<{ url: string; state: CopyState }>({ url, state: "idle" });
  // A new link is not "copied" yet.
  const state = copy.url === url ? copy.state : "idle";

  async function onCopy() {
    let copied = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(url);
        copied = true;
      }
    } catch {
      copied = false;
    }
    if (!copied) copied = copyBySelection(inputRef.current);
    if (!copied) {
      // Leave the text selected so the keyboard shortcut copies it.
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    setCopy({ url, state: copied ? "copied" : "manual" });
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-url`}>{label}</Label>
      <div className={cn("flex flex-col gap-2 sm:flex-row", rowClassName)}>
        <Input
          ref={inputRef}
          id={`${id}-url`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-copy-status`}
          className="font-mono text-sm sm:text-xs"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void onCopy()}>
          {state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {state === "copied" ? "Copied" : "Copy"}
        </Button>
      </div>
      <p id={`${id}-copy-status`} role="status" className="min-h-5 text-sm text-muted-foreground">
        {state === "copied"
          ? "Link copied to the clipboard."
          : state === "manual"
            ? "Your browser blocked copying. The link is selected: press Ctrl+C (or ⌘C) to copy it."
            : ""}
      </p>
    </div>
  );
}
