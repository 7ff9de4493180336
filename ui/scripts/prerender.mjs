// Runs after `vite build`: builds src/prerender.tsx for Node, renders the landing page with it and
// writes dist/landing.html, dist/index.html with that markup inside #root. The server sends it for
// "/" to browsers without a session cookie; everything else still gets index.html.
//
// In landing.html the entry script is fetched at once (modulepreload) but run only once the page
// is on screen: its start-up took the CPU the first frame needed, which held the paint back.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const ROOT_DIV = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Adds the entry script after the first paint, or after a second when nothing paints (a background tab). */
function startAfterPaint(src) {
  return (
    `<script>(function(){var go=function(){go=null;var s=document.createElement("script");` +
    `s.type="module";s.crossOrigin="";s.src=${JSON.stringify(src)};document.head.appendChild(s)};` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();go&&go()}).observe({type:"paint",buffered:true})}catch(e){}` +
    `setTimeout(function(){go&&go()},1000)})()</script>`
  );
}

const out = await mkdtemp(path.join(tmpdir(), "storymail-prerender-"));
try {
  await build({
    logLevel: "warn",
    // React picks its production build by NODE_ENV when it runs here.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
    build: { ssr: "src/prerender.tsx", outDir: out, emptyOutDir: true, minify: false },
  });
  const built = (await readdir(out)).find((f) => /^prerender\.m?js$/.test(f));
  if (!built) throw new Error(`prerender: no entry in ${out}`);
  const { renderLanding } = await import(pathToFileURL(path.join(out, built)).href);
  const markup = await renderLanding();
  if (!markup.includes("<h1")) throw new Error("prerender: the landing page rendered without its heading");

  const index = await readFile("dist/index.html", "utf8");
  const entry = index.match(ENTRY)?.[1];
  if (!index.includes(ROOT_DIV) || !entry) throw new Error(`prerender: dist/index.html has no ${ROOT_DIV} or no entry script`);
  const landing = index
    .replace(ENTRY, `<link rel="modulepreload" crossorigin href="${entry}">`)
    .replace(ROOT_DIV, `<div id="root">${markup}</div>${startAfterPaint(entry)}`);
  await writeFile("dist/landing.html", landing);
  console.log(`prerender: dist/landing.html (${(markup.length / 1024).toFixed(1)} KB of landing markup)`);
} finally {
  await rm(out, { recursive: true, force: true });
}
