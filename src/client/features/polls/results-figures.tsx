/**
 * A poll's results as numbers: the response count and status, then per question a bar chart and a table of
 * the same numbers, the scale's average, the texts. The chart library loads with the first chart, so a page
 * that only sometimes shows results (a guest's invitation) does not carry it.
 */
import { lazy, Suspense, useId, type ReactNode } from "react";
import { isChoiceKind } from "#shared/polls/kinds.ts";
import type { TPollResults, TQuestionResult } from "#shared/polls/schemas.ts";
import { StatFigure } from "#client/components/stat-figure.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { chartHeight } from "./chart-size.ts";
import { optionText, percentText } from "./format.ts";

/** The level of each question's heading, under the page's own. */
type QuestionHeading = "h3" | "h4" | "h5";

const ResultsChart = lazy(() => import("./results-chart.tsx").then((module) => ({ default: module.ResultsChart })));

interface Row {
  label: string;
  count: number;
  percent: number;
}

function rowsOf(question: TQuestionResult, timeZone: string): Row[] {
  if (isChoiceKind(question.kind))
    return question.options.map((o) => ({ label: optionText(o, timeZone), count: o.count, percent: o.percent }));
  return (question.scale?.distribution ?? []).map((d) => ({
    label: String(d.value),
    count: d.count,
    percent: d.percent,
  }));
}

function QuestionResult({
  question,
  index,
  timeZone,
  heading: Heading,
}: {
  question: TQuestionResult;
  index: number;
  timeZone: string;
  heading: QuestionHeading;
}) {
  const headingId = useId();
  const rows = rowsOf(question, timeZone);
  const top = [...rows].sort((a, b) => b.count - a.count)[0];
  const summary =
    top && top.count > 0 ? `Most chosen: ${top.label}, ${top.count} of ${question.answered}.` : "No answers yet.";
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-surface p-4">
      <div className="space-y-1">
        <Heading id={headingId} className="font-semibold break-words">
          {index + 1}. {question.prompt}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {question.answered === 1 ? "1 answer" : `${question.answered} answers`}
          {question.scale?.average != null ? ` · average ${question.scale.average.toLocaleString()}` : ""}
        </p>
      </div>
      {rows.length > 0 ? (
        <>
          <Suspense fallback={<Skeleton className="w-full rounded-lg" style={{ height: chartHeight(rows.length) }} />}>
            <ResultsChart labels={rows.map((r) => r.label)} counts={rows.map((r) => r.count)} summary={summary} />
          </Suspense>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Answers to “{question.prompt}”</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {question.kind === "scale" ? "Value" : "Option"}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Answers
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Share
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
                      {row.label}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.count}</td>
                    <td className="py-2 text-right tabular-nums">{percentText(row.percent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {question.kind === "text" ? (
        question.texts.length > 0 ? (
          <ul className="space-y-2">
            {question.texts.map((t, i) => (
              <li key={i} className="rounded-lg bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">
                {t.text}
                {t.name ? <span className="mt-1 block text-xs text-muted-foreground">— {t.name}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No answers yet.</p>
        )
      ) : null}
    </section>
  );
}

/** `status` sits beside the figures (the live mark of the organiser's and members' view). */
export function ResultsFigures({
  results,
  timeZone,
  status,
  questionHeading = "h3",
}: {
  results: TPollResults;
  timeZone: string;
  status?: ReactNode;
  questionHeading?: QuestionHeading;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <dl className="grid grid-cols-2 gap-3 sm:w-96">
          <StatFigure label="Responses" value={results.totalResponses.toLocaleString()} />
          <StatFigure label="Status" value={results.status === "open" ? "Open" : "Closed"} />
        </dl>
        {status}
      </div>
      {results.anonymous ? (
        <p className="text-sm text-muted-foreground">This poll is anonymous: results never say who answered.</p>
      ) : null}
      {results.questions.map((question, index) => (
        <QuestionResult
          key={question.id}
          question={question}
          index={index}
          timeZone={timeZone}
          heading={questionHeading}
        />
      ))}
    </div>
  );
}
