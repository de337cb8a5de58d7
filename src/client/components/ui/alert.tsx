import type { ComponentProps, ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

const alertVariants = cva(
  "relative flex w-full gap-3 rounded-xl border px-4 py-3.5 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-primary/20 bg-primary-soft text-primary-soft-foreground",
        success: "border-success/25 bg-success-soft text-success-foreground",
        warning: "border-warning/35 bg-warning-soft text-warning-foreground",
        destructive: "border-destructive/25 bg-destructive-soft text-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleAlert } as const;

interface AlertProps extends Omit<ComponentProps<"div">, "title">, VariantProps<typeof alertVariants> {
  title?: ReactNode;
  /** Buttons or links shown beside the text on wide screens and under it on phones. */
  action?: ReactNode;
  /** Hide the leading icon. */
  plain?: boolean;
}

/**
 * A message block (alerts and banners). Give it `role="alert"` for errors that appear after an action,
 * or `role="status"` for information that can wait.
 */
export function Alert({ className, variant, title, action, plain = false, children, ...props }: AlertProps) {
  const Icon = ICONS[variant ?? "info"];
  return (
    <div className={cn(alertVariants({ variant }), className)} {...props}>
      {plain ? null : <Icon aria-hidden="true" />}
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          {title ? <p className="font-semibold leading-5">{title}</p> : null}
          {children ? <div className="leading-relaxed opacity-95">{children}</div> : null}
        </div>
        {action ? <div className="flex shrink-0 flex-wrap gap-2">{action}</div> : null}
      </div>
    </div>
  );
}
