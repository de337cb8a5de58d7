/** The options of a time zone select, grouped by region ("Europe", "America"), names as people read them. */
import type { ZoneGroups } from "#client/lib/time-zones.ts";

export function TimeZoneOptions({ groups }: { groups: ZoneGroups }) {
  return groups.map(([region, names]) => (
    <optgroup key={region} label={region}>
      {names.map((name) => (
        <option key={name} value={name}>
          {name.replaceAll("_", " ")}
        </option>
      ))}
    </optgroup>
  ));
}
