import { useEffect, useRef, useState } from "react";
import { formatCount } from "./stats";

const COUNT_MS = 700;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * A statistic that counts up to its new value and glows briefly when a push changes it, so a
 * visitor notices the numbers moving. Shows `fallback` when there is no value.
 */
export function LiveNumber({
  value,
  fallback,
  className,
  testId,
}: {
  value: number | undefined;
  fallback: string | null;
  className?: string;
  testId?: string;
}) {
  const [shown, setShown] = useState<number | undefined>(value);
  const prev = useRef<number | undefined>(value);
  const el = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const from = prev.current;
    prev.current = value;
    if (value === undefined || from === undefined || from === value || prefersReducedMotion()) {
      setShown(value);
      return;
    }
    el.current?.animate?.(
      [{ color: "var(--color-brand-500)", transform: "scale(1.08)" }, { transform: "scale(1)" }],
      { duration: 900, easing: "ease-out" },
    );
    let frame = 0;
    const start = performance.now();
    const step = (t: number) => {
      const k = Math.min(1, (t - start) / COUNT_MS);
      const eased = 1 - (1 - k) ** 3;
      setShown(Math.round(from + (value - from) * eased));
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);

  // The page shows no count while loading (statsMood), so a value or the fallback is always here.
  return (
    <span ref={el} data-testid={testId} className={className} style={{ display: "inline-block", fontVariantNumeric: "tabular-nums" }}>
      {shown !== undefined ? formatCount(shown) : fallback}
    </span>
  );
}
