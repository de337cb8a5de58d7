/**
 * One fact of a details page (label above, value below, an icon beside), inside a <dl>. The icon sits in
 * the <dt>, since a <dl>'s groups may hold nothing but their terms and details.
 */
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

export function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm font-medium text-muted-foreground">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-muted-foreground" />
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
