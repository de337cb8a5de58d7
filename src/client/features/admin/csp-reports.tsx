/** Content-policy violation reports sent by browsers, newest first. */
import { ShieldCheck } from "lucide-react";
import { formatRelativeTime } from "#shared/date-format.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { useCspReports, type TCspReport } from "./api.ts";
import { ListSkeleton } from "./contact-messages.tsx";
import { formatDateTime, formatNumber } from "./format.ts";
import { EmptyState, LoadError } from "./states.tsx";

/** The server returns at most this many, newest first. */
const CSP_REPORTS_CAP = 200;

function sourceOf(report: TCspReport): string | null {
  if (!report.sourceFile) return null;
  const position = [report.lineNumber, report.columnNumber].filter((n) => n !== null).join(":");
  return position ? `${report.sourceFile}:${position}` : report.sourceFile;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-mono text-xs leading-5 wrap-anywhere">{value}</dd>
    </div>
  );
}

export function CspReports({ limit }: { limit?: number }) {
  const reports = useCspReports();
  if (reports.isPending)
    return <ListSkeleton label="Loading content-policy reports" rows={limit ? Math.min(limit, 3) : 3} />;
  if (reports.isError) {
    return (
      <LoadError
        title="We couldn't load the content-policy reports."
        error={reports.error}
        onRetry={() => void reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  }
  const list = limit ? reports.data.slice(0, limit) : reports.data;
  if (list.length === 0) {
    return (
      <EmptyState icon={ShieldCheck} title="No content-policy reports">
        Browsers report here whenever the content security policy blocks something on a page.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Content-policy reports" className="divide-y">
        {list.map((report) => {
          const source = sourceOf(report);
          return (
            <li key={report.id} className="space-y-2 py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={report.disposition === "enforce" ? "destructive" : "warning"}>
                    {report.disposition === "enforce" ? "Blocked" : "Reported"}
                  </Badge>
                  <code className="text-sm font-medium wrap-anywhere">{report.violatedDirective}</code>
                </span>
                <time
                  dateTime={report.reportedAt}
                  title={formatDateTime(report.reportedAt)}
                  className="text-xs text-muted-foreground"
                >
                  {formatRelativeTime(report.reportedAt)}
                </time>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <Field label="Blocked" value={report.blockedUri || "(inline)"} />
                <Field label="Page" value={report.documentUri || "—"} />
                {source ? <Field label="Source" value={source} /> : null}
              </dl>
            </li>
          );
        })}
      </ul>
      {!limit && reports.data.length >= CSP_REPORTS_CAP ? (
        <p className="text-sm text-muted-foreground">Showing the latest {formatNumber(CSP_REPORTS_CAP)} reports.</p>
      ) : null}
    </div>
  );
}
