import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SearchX } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { ListState, type ListQuery, type ListStateProps } from "./ListState";

interface Item {
  id: string;
  name: string;
}

const count = (html: string, s: string) => html.split(s).length - 1;

function props(query: Partial<ListQuery>, items: Item[] = [], more: Partial<ListStateProps<Item>> = {}): ListStateProps<Item> {
  return {
    query: { isLoading: false, mutate: () => undefined, ...query },
    errorTitle: "Error loading things",
    items,
    empty: { icon: SearchX, title: "No things found", text: "Try another search." },
    label: "Things",
    columns: [{ label: "Name", sortKey: "name" }, { label: "ID" }, { label: "Actions", className: "text-right" }],
    sorting: { sort: { key: "name", desc: false }, setSort: () => undefined },
    card: (t) => <p data-testid="thing-card">{t.name}</p>,
    row: (t) => (
      <tr data-testid="thing-row">
        <td>{t.name}</td>
      </tr>
    ),
    skeleton: { cardHeight: "h-32" },
    footer: <nav aria-label="Thing pages" />,
    ...more,
  };
}

const render = (p: ListStateProps<Item>) => renderToStaticMarkup(<ListState {...p} />);

describe("admin list state", () => {
  it("shows only the load error, with a Retry that reloads, when the list failed and there is nothing to show", () => {
    const mutate = vi.fn();
    const p = props({ error: new Error("boom"), mutate });
    const html = render(p);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Error loading things");
    expect(html).toContain("Please try refreshing the page.");
    expect(html).toContain("Retry");
    expect(html).not.toContain("<table");
    expect(html).not.toContain("Thing pages");
    const el = ListState(p) as ReactElement<{ onRetry: () => void }>;
    el.props.onRetry();
    expect(mutate).toHaveBeenCalledOnce();
  });

  it("keeps showing the items when a reload fails", () => {
    const html = render(props({ error: new Error("boom"), data: {} }, [{ id: "a", name: "Ann" }]));
    expect(html).not.toContain('role="alert"');
    expect(count(html, 'data-testid="thing-row"')).toBe(1);
  });

  it("shows 5 skeleton cards and 8 skeleton rows while the first page loads", () => {
    const html = render(props({ isLoading: true }));
    expect(count(html, "h-32 rounded-card")).toBe(5);
    expect(count(html, 'data-testid="skeleton-row"')).toBe(8);
    expect(count(html, "<td")).toBe(8 * 3);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("No things found");
    expect(html).toContain("Thing pages");
  });

  it("takes the skeleton count and test id when given", () => {
    const html = render(props({ isLoading: true }, [], { skeleton: { cardHeight: "h-28", count: 10, testId: "skeleton-row" } }));
    expect(count(html, "h-28 rounded-card")).toBe(10);
    expect(count(html, 'data-testid="skeleton-row"')).toBe(20);
  });

  it("shows the empty state in a card and across the table", () => {
    const html = render(props({ data: {} }));
    expect(count(html, "No things found")).toBe(2);
    expect(count(html, "Try another search.")).toBe(2);
    expect(html).toContain('<td colSpan="3">');
    expect(html).not.toContain("aria-busy");
  });

  it("renders a card and a row for each item, the headings and the footer", () => {
    const html = render(props({ data: {}, isLoading: true }, [{ id: "a", name: "Ann" }, { id: "b", name: "Bo" }]));
    expect(count(html, 'data-testid="thing-card"')).toBe(2);
    expect(count(html, 'data-testid="thing-row"')).toBe(2);
    expect(html).toContain('aria-label="Things"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"[^>]*><button[^>]*>Name/);
    expect(html).toMatch(/<th scope="col" class="[^"]*">ID<\/th>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Actions<\/th>/);
    expect(html).toContain("Thing pages");
  });
});
