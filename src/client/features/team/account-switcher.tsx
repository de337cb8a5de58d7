/**
 * The header's account switcher (ADR 032), for people on at least one team: "Work in" their own account or one
 * of the teams', the current one checked. Choosing one moves there and opens its dashboard.
 */
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Building2, Check, ChevronDown } from "lucide-react";
import { TEAM_ROLE_LABELS } from "#shared/team/roles.ts";
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS } from "#client/components/action-menu.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { useTeamAccounts, useWorkIn } from "./accounts.ts";

export function AccountSwitcher() {
  const accounts = useTeamAccounts();
  const workIn = useWorkIn();
  const list = accounts.data?.accounts ?? [];
  // Only someone on a team has another account to work in.
  if (list.length < 2) return null;
  const current = list.find((account) => account.accountId === accounts.data?.current) ?? list[0]!;
  const currentWords = current.own ? "your own account" : `${current.name}'s account`;

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          loading={workIn.isPending}
          aria-label={`Switch account (working in ${currentWords})`}
          title={`Working in ${currentWords}`}
          className={cn("max-w-[14rem] px-2", !current.own && "bg-primary-soft text-primary-soft-foreground")}
        >
          {workIn.isPending ? null : <Building2 aria-hidden="true" />}
          <span className="hidden truncate xl:inline">{current.own ? "My account" : current.name}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className={cn(MENU_CONTENT_CLASS, "w-72 max-w-[calc(100vw-1rem)]")}
        >
          <Menu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Work in
          </Menu.Label>
          <Menu.RadioGroup
            value={current.accountId}
            onValueChange={(accountId) => {
              if (accountId !== current.accountId) workIn.mutate(accountId);
            }}
          >
            {list.map((account) => (
              <Menu.RadioItem
                key={account.accountId}
                value={account.accountId}
                disabled={workIn.isPending}
                className={cn(MENU_ITEM_CLASS, "items-start")}
              >
                <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center">
                  <Menu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4 text-primary" />
                  </Menu.ItemIndicator>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{account.own ? "My account" : account.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {account.own ? `${account.name} · ` : null}
                    {TEAM_ROLE_LABELS[account.role]}
                  </span>
                </span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
