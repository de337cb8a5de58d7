import {
  CalendarDays,
  ChartColumn,
  CreditCard,
  Image,
  LayoutTemplate,
  ListChecks,
  MessageSquare,
  Palette,
  Settings,
  Sparkles,
  Users,
  Vote,
  type LucideIcon,
} from "lucide-react";

/**
 * The catalogue names its icons as strings (it stays free of React); only the category icons are mapped
 * here so the public pages do not pull every lucide icon into their bundle.
 */
const ICONS: Record<string, LucideIcon> = {
  CalendarDays,
  ChartColumn,
  CreditCard,
  Image,
  LayoutTemplate,
  ListChecks,
  MessageSquare,
  Palette,
  Settings,
  Users,
  Vote,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
