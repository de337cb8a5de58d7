/** A poll's results: per question a bar chart and a table of the same numbers, the scale's average, the texts. */
import { useId } from "react";
import { Radio } from "lucide-react";
import { isChoiceKind, type TQuestionResult } from "#shared/polls/schemas.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StatFigure } from "#client/components/stat-figure.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { optionText, percentText } from "./format.ts";
import { ResultsChart } from "./results-chart.tsx";
import { useLiveResults } from "./use-live-results.ts";

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

function QuestionResult({ question, index, timeZone }: { question: TQuestionResult; index: number; timeZone: string }) {
  const headingId = useId();
  const rows = rowsOf(question, timeZone);
  const top = [...rows].sort((a, b) => b.count - a.count)[0];
  const summary =
    top && top.count > 0 ? `Most chosen: ${top.label}, ${top.count} of ${question.answered}.` : "No answers yet.";
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-surface p-4">
      <div className="space-y-1">
        <h3 id={headingId} className="font-semibold break-words">
          {index + 1}. {question.prompt}
        </h3>
        <p className="text-sm text-muted-foreground">
          {question.answered === 1 ? "1 answer" : `${question.answered} answers`}
          {question.scale?.average != null ? ` · average ${question.scale.average.toLocaleString()}` : ""}
        </p>
      </div>
      {rows.length > 0 ? (
        <>
          <ResultsChart labels={rows.map((r) => r.label)} counts={rows.map((r) => r.count)} summary={summary} />
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

export function ResultsView({ pollId, timeZone }: { pollId: string; timeZone: string }) {
  const { results, live } = useLiveResults(pollId, true);
  if (results.isPending) {
    return (
      <div role="status" aria-label="Loading results" className="space-y-3">
        <Skeleton className="h-20 w-full max-w-xs rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (results.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the results."
        error={results.error}
        retrying={results.isRefetching}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const data = results.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <dl className="grid grid-cols-2 gap-3 sm:w-96">
          <StatFigure label="Responses" value={data.totalResponses.toLocaleString()} />
          <StatFigure label="Status" value={data.status === "open" ? "Open" : "Closed"} />
        </dl>
        {live ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-success-foreground">
            <Radio aria-hidden="true" className="size-4" />
            Live
          </p>
        ) : null}
      </div>
      {data.anonymous ? (
        <p className="text-sm text-muted-foreground">This poll is anonymous: results never say who answered.</p>
      ) : null}
      {data.questions.map((question, index) => (
        <QuestionResult key={question.id} question={question} index={index} timeZone={timeZone} />
      ))}
    </div>
  );
}
