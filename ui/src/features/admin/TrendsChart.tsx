/**
 * One 30-day trend as a small line chart (uPlot: a maintained canvas chart library of about 20 KB
 * gzipped). The overview loads this file lazily, so neither the landing page nor the other admin
 * pages carry the library.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface TrendSeries {
  label: string;
  color: string;
  values: number[];
  money?: boolean;
}

/** Draws days (YYYY-MM-DD, UTC) against one series; the chart follows the card's width. */
export default function TrendsChart({ days, series, height = 160 }: { days: string[]; series: TrendSeries; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const fmt = (v: number | null) => (v == null ? "" : series.money ? `$${v.toFixed(2)}` : String(Math.round(v)));
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(series.money ? 1 : 4, max * 1.15)] } },
        axes: [
          { stroke: "#64748b", grid: { show: false }, ticks: { show: false }, values: (_u, splits) => splits.map((s) => shortDay(s)) },
          { stroke: "#64748b", grid: { stroke: "#e2e8f0" }, ticks: { show: false }, size: 44, values: (_u, splits) => splits.map((s) => (series.money ? `$${s}` : Number.isInteger(s) ? String(s) : "")) },
        ],
        series: [{ value: (_u, v) => (v == null ? "" : longDay(v)) }, { label: series.label, stroke: series.color, width: 2, fill: `${series.color}1a`, points: { show: false }, value: (_u, v) => fmt(v) }],
      },
      [xs, series.values],
      el,
    );
    const ro = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      plot.destroy();
    };
  }, [days, series, height]);
  return <div ref={box} className="w-full min-w-0 text-xs" data-testid={`trend-${series.label.toLowerCase().replace(/\s+/g, "-")}`} />;
}

const dayFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longFmt = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const shortDay = (s: number) => dayFmt.format(new Date(s * 1000));
const longDay = (s: number) => longFmt.format(new Date(s * 1000));
