/**
 * A list's search box: label above, magnifier inside, and the text applied after a pause in typing
 * (not one request per key). The lists of events, information pages and the like share it.
 */
import { useId } from "react";
import { Search } from "lucide-react";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { useDebouncedText } from "#client/lib/use-debounced-text.ts";
import { cn } from "#client/lib/utils.ts";

interface SearchFieldProps {
  label: string;
  /** The applied search (from the URL, usually); the box follows it when it changes elsewhere. */
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
}

export function SearchField({ label, value, onSearch, placeholder, className }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useDebouncedText(value, onSearch);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
        />
      </div>
    </div>
  );
}
