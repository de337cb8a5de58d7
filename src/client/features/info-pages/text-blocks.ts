/**
 * Section bodies are plain text. To show them, they are cut into paragraphs (blank lines), lines, and
 * runs of text or http(s) links. Nothing here produces HTML: React renders the pieces as text and
 * anchors, so whatever an organiser types can never become markup.
 */

type TextRun = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };
type TextLine = TextRun[];
type TextParagraph = TextLine[];

const URL_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that usually ends the sentence a link sits in rather than the link itself. */
const TRAILING = /[.,;:!?'’”)\]]+$/;

/** The link's own end: sentence punctuation after it is left as text, balanced brackets stay. */
function trimLink(candidate: string): string {
  let url = candidate;
  for (;;) {
    const trailing = TRAILING.exec(url);
    if (!trailing) return url;
    const last = url.slice(-1);
    if (last === ")" && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0)) return url;
    if (last === "]" && (url.match(/\[/g)?.length ?? 0) >= (url.match(/\]/g)?.length ?? 0)) return url;
    url = url.slice(0, -1);
  }
}

function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function linkRuns(line: string): TextLine {
  const runs: TextRun[] = [];
  let index = 0;
  for (const match of line.matchAll(URL_RE)) {
    const url = trimLink(match[0]);
    const href = safeHref(url);
    if (!href) continue;
    if (match.index > index) runs.push({ kind: "text", text: line.slice(index, match.index) });
    runs.push({ kind: "link", text: url, href });
    index = match.index + url.length;
  }
  if (index < line.length) runs.push({ kind: "text", text: line.slice(index) });
  return runs;
}

export function textBlocks(body: string): TextParagraph[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => paragraph.split("\n").map(linkRuns));
}
