import type { ComponentType, ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";

/** One settings card with its own anchor (/account-settings#password). */
export function SettingsSection({
  id,
  title,
  description,
  icon: Icon,
  children,
  footer,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {title}
          </CardTitle>
          {description ? <CardDescription className="text-pretty">{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer}
      </Card>
    </section>
  );
}
