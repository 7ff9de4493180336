import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { preloadable } from "./lazyPage";

function render(Page: React.ComponentType) {
  return renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe("preloadable pages", () => {
  const page = () => Promise.resolve({ default: () => <h1>Landing</h1> });

  it("suspend on first render while their code is not here", () => {
    const { Page } = preloadable(page);
    expect(render(Page)).toContain("loading");
  });

  it("render at once after preload, without a fallback first", async () => {
    const { Page, preload } = preloadable(page);
    await preload();
    const html = render(Page);
    expect(html).toContain("Landing");
    expect(html).not.toContain("loading");
  });
});
