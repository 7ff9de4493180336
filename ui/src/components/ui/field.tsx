import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** A labelled form control with its hint and validation message wired for assistive technology. */
export function Field({
  label,
  error,
  hint,
  action,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Something shown at the right of the label, such as a "Forgot password?" link. */
  action?: ReactNode;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const inputId = (children.props.id as string | undefined) ?? id;
  const errId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {action}
      </div>
      {cloneElement(children, {
        id: inputId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errId} role="alert" className="text-[13px] font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
