/**
 * Time zone choices: the names come from the database (get_timezone_names) so the server
 * accepts every one offered; they are grouped by region for the select. Events and templates share them.
 */
import { useQuery } from "@tanstack/react-query";
import { accountContract as account } from "#shared/account/contract.ts";
import { call, keyOf } from "./api.ts";

/** Time zone names are cached for an hour. */
const TIME_ZONES_STALE_TIME_MS = 60 * 60 * 1000;

export function useTimeZoneNames() {
  return useQuery({
    queryKey: keyOf(account.timezoneNames),
    queryFn: ({ signal }) => call(account.timezoneNames, {}, { signal }),
    staleTime: TIME_ZONES_STALE_TIME_MS,
  });
}

/** The zone list from the server; the browser's own list stands in if that call fails. */
export function zoneOptions(serverNames: string[] | undefined, current: string): string[] {
  let names = serverNames;
  if (!names || names.length === 0) {
    try {
      names = Intl.supportedValuesOf("timeZone");
    } catch {
      names = ["UTC"];
    }
  }
  return names.includes(current) || current === "" ? names : [current, ...names];
}

export type ZoneGroups = Array<[region: string, names: string[]]>;

export function groupZones(names: string[]): ZoneGroups {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const region = name.includes("/") ? name.slice(0, name.indexOf("/")) : "Other";
    const list = groups.get(region) ?? [];
    list.push(name);
    groups.set(region, list);
  }
  return [...groups.entries()];
}
