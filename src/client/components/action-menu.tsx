/**
 * A row's actions behind one button, so a row stays narrow in a table and on a phone however many actions
 * it has. Radix gives the menu its keyboard handling (arrows, Home/End, typeahead, Escape).
 */
import { createContext, useContext, useRef, type ReactNode } from "react";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Ellipsis, type LucideIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";

/** The look of a menu's panel and of its items, for the other menus built on Radix's (the account switcher). */
export const MENU_CONTENT_CLASS =
  "z-50 rounded-lg border bg-surface p-1 text-foreground shadow-lifted data-[state=open]:animate-fade-in";
export const MENU_ITEM_CLASS =
  "flex cursor-pointer gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none " +
  "data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60";

/** An item hands its action to the menu, which runs it once the menu has closed. */
const RunAfterClose = createContext<(action: () => void) => void>((action) => action());

/** `label` names the button for screen readers: "Actions for <row>". */
export function ActionMenu({ label, children }: { label: string; children: ReactNode }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button ref={trigger} variant="outline" size="sm" aria-label={label}>
          <Ellipsis aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Actions</span>
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const action = chosen.current;
            chosen.current = null;
            if (!action) return;
            // The action runs with the focus back on the button, so a dialog it opens returns the focus there when it closes.
            event.preventDefault();
            trigger.current?.focus();
            action();
          }}
          className={cn(MENU_CONTENT_CLASS, "min-w-52")}
        >
          <RunAfterClose value={(action) => (chosen.current = action)}>{children}</RunAfterClose>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function ActionMenuItem({
  icon: Icon,
  onSelect,
  destructive = false,
  children,
}: {
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
  children: ReactNode;
}) {
  const runAfterClose = useContext(RunAfterClose);
  return (
    <Menu.Item
      onSelect={() => runAfterClose(onSelect)}
      className={cn(
        MENU_ITEM_CLASS,
        "items-center",
        destructive && "text-destructive data-[highlighted]:bg-destructive-soft",
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </Menu.Item>
  );
}

export function ActionMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}
