/** The budget's downloads: its lines (or its expenses) as CSV and as an Excel workbook. */
import { Download } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { exportHref } from "./api.ts";

export function ExportLinks({ eventId, of = "lines" }: { eventId: string; of?: "lines" | "expenses" }) {
  return (
    <div className="flex flex-wrap gap-2">
      {(["csv", "xlsx"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={exportHref(eventId, format, of)} download>
            <Download aria-hidden="true" />
            {format === "csv" ? "CSV" : "Excel"}
            <span className="sr-only"> download of the {of === "lines" ? "budget" : "expenses"}</span>
          </a>
        </Button>
      ))}
    </div>
  );
}
