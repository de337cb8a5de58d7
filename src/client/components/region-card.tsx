/**
 * A card that is a region of the page, named by its title (so a screen reader's landmark list and a test
 * find it by name): the icon and title, a line saying what it is for, then its content.
 */
import { useId, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";

export function RegionCard({
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
