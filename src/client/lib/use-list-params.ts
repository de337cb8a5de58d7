/**
 * A list page's filters, sort and page, kept in the address so Back, reload and a shared link show the
 * same list. Each filter says how it reads from the address (an unknown value falls back to its default)
 * and under which name; changing any filter goes back to page 1, and defaults stay out of the address.
 */
import { useSearchParams } from "react-router";

interface ListParam<T extends string> {
  /** The name in the address when it differs from the filter's own ("type" for eventTypeId). */
  key?: string;
  fallback: T;
  /** The value, or undefined when the address holds something this filter does not accept. */
  read: (raw: string) => T | undefined;
}

/** Free text, or a value the caller checks itself. */
export function textParam(options: { key?: string; accept?: (raw: string) => boolean } = {}): ListParam<string> {
  return {
    ...(options.key ? { key: options.key } : {}),
    fallback: "",
    read: (raw) => (options.accept && !options.accept(raw) ? undefined : raw),
  };
}

/** One of a fixed set of values (a status, a sort order). */
export function choiceParam<T extends string>(choices: readonly T[], fallback: T, key?: string): ListParam<T> {
  return {
    ...(key ? { key } : {}),
    fallback,
    read: (raw) => ((choices as readonly string[]).includes(raw) ? (raw as T) : undefined),
  };
}

type Specs<P> = { [K in keyof P]: ListParam<P[K] & string> };

export function useListParams<P extends Record<string, string>>(
  specs: Specs<P>,
): [P & { page: number }, (patch: Partial<P & { page: number }>) => void] {
  const [search, setSearch] = useSearchParams();
  const keys = Object.keys(specs) as Array<keyof P & string>;
  const urlKey = (name: keyof P & string) => specs[name].key ?? name;
  const page = Number(search.get("page") ?? "1");
  const params = { page: Number.isInteger(page) && page > 0 ? page : 1 } as P & { page: number };
  for (const name of keys) {
    const raw = search.get(urlKey(name));
    (params as Record<string, unknown>)[name] =
      raw === null ? specs[name].fallback : (specs[name].read(raw) ?? specs[name].fallback);
  }
  function update(patch: Partial<P & { page: number }>) {
    const next = { ...params, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const name of keys) {
      const value = next[name];
      if (value && value !== specs[name].fallback) out.set(urlKey(name), value);
    }
    if (next.page > 1) out.set("page", String(next.page));
    setSearch(out, { replace: true });
  }
  return [params, update];
}
