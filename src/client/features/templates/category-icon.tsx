/** One icon per template category, used on the picker's cards and chips and on the template page. */
import {
  Briefcase,
  GraduationCap,
  HandHeart,
  Heart,
  HeartHandshake,
  Home,
  type LucideIcon,
  Palette,
  Plane,
  Sparkles,
  Trophy,
  Users,
} from "lucide-react";
import type { TemplateCategoryKey } from "#shared/templates/types.ts";
import { cn } from "#client/lib/utils.ts";

const ICONS: Record<TemplateCategoryKey, LucideIcon> = {
  "family-celebrations": Heart,
  "travel-adventure": Plane,
  reunions: Users,
  "community-social": Home,
  "corporate-professional": Briefcase,
  sports: Trophy,
  "arts-entertainment": Palette,
  "creators-brands": Sparkles,
  "charity-fundraising": HeartHandshake,
  education: GraduationCap,
};

export function CategoryIcon({ category, className }: { category: TemplateCategoryKey; className?: string }) {
  const Icon = ICONS[category] ?? HandHeart;
  return <Icon aria-hidden="true" className={cn("size-5", className)} />;
}
