/** Plurals and counts, phrased the same on every page. */

const pluralWord = (word: string) =>
  /(s|sh|ch|x)$/i.test(word) ? `${word}es` : /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;

/** A word for many, also an event type's: "Classmate" -> "Classmates", "Brother/Sister" -> "Brothers/Sisters". */
export function pluralTerm(term: string): string {
  return term.split("/").map(pluralWord).join("/");
}

/** "1 day", "3 days", "1,200 Classmates". */
export function countText(count: number, one: string, many = pluralTerm(one)): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}
