/**
 * A chip input for amenities: type one and press Enter (or comma) to add it, remove any with its own button.
 * Text left in the box when it loses focus is added too, so nothing typed is silently dropped on save.
 */
import { useRef, useState, type KeyboardEvent } from "react";
import { Plus, X } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import type { FieldControlProps } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";

const AMENITY_MAX_LENGTH = 60;
const AMENITIES_MAX = 30;

interface AmenitiesInputProps {
  control: FieldControlProps;
  value: string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  disabled?: boolean;
}

export function AmenitiesInput({ control, value, onChange, onBlur, disabled = false }: AmenitiesInputProps) {
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const full = value.length >= AMENITIES_MAX;
  const problemId = `${control.id}-chip-problem`;

  function add(): boolean {
    const amenity = text.trim().replace(/\s+/g, " ");
    if (amenity === "") return false;
    if (value.some((existing) => existing.toLowerCase() === amenity.toLowerCase())) {
      setProblem(`"${amenity}" is already in the list.`);
      return false;
    }
    if (full) {
      setProblem(`At most ${AMENITIES_MAX} amenities.`);
      return false;
    }
    onChange([...value, amenity]);
    setText("");
    setProblem(null);
    setAnnouncement(`Added ${amenity}.`);
    return true;
  }

  function remove(index: number) {
    const amenity = value[index];
    onChange(value.filter((_, i) => i !== index));
    setProblem(null);
    setAnnouncement(amenity ? `Removed ${amenity}.` : "");
    // The removed chip's button is gone; the text box is the natural place to land.
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would otherwise submit the whole form.
      event.preventDefault();
      add();
    }
  }

  const describedBy =
    [control["aria-describedby"], problem ? problemId : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={control.id}
          aria-invalid={control["aria-invalid"] ?? (problem ? true : undefined)}
          aria-describedby={describedBy}
          value={text}
          maxLength={AMENITY_MAX_LENGTH}
          disabled={disabled || full}
          placeholder={full ? `The list is full (${AMENITIES_MAX})` : "e.g. Parking, then press Enter"}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim() !== "") add();
            onBlur();
          }}
        />
        <Button
          type="button"
          variant="outline"
          className="h-11 shrink-0 sm:h-10"
          disabled={disabled || full || text.trim() === ""}
          // Keeps focus in the text box so the blur handler does not add the same text first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {problem ? (
        <p id={problemId} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label="Added amenities" className="flex flex-wrap gap-2">
          {value.map((amenity, index) => (
            <li
              key={amenity}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="min-w-0 break-words">{amenity}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(index)}
                aria-label={`Remove ${amenity}`}
                className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-surface hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No amenities added yet.</p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
