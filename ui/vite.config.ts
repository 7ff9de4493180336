import { fileURLToPath, URL } from "node:url";
import { loadEnv } from "vite";
import { defineConfig, type Plugin } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The Go server listens here in development; the dev server forwards API and socket traffic to it.
const backend = process.env.STORYMAIL_BACKEND ?? "http://localhost:8080";

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * react-router's components are made with forwardRef calls and displayName assignments that the
 * bundler must keep as possible side effects, so Form and its helpers ship although the app never
 * uses them. Marking the calls pure and dropping the names (only React DevTools reads them) lets
 * them go: about 1.3 KB gzipped off every first page.
 */
function slimReactRouter(): Plugin {
  return {
    name: "storymail:slim-react-router",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]chunk-/.test(id)) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "\w+";$/gm, "")
          .replace(/= (React\d*\.forwardRef\()/g, "= /* @__PURE__ */ $1"),
        map: null,
      };
    },
  };
}

/**
 * "/" is the landing page for visitors: an inline script asks for its chunk (and the chunks it
 * imports) together with the entry instead of after it, unless this browser was signed in (the
 * same key as SESSION_HINT_KEY in src/features/auth/useUser.ts).
 */
function preloadLanding(): Plugin {
  let base = "/";
  return {
    name: "storymail:preload-landing",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return;
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === "chunk" ? [c] : []));
        const landing = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, "/").endsWith("/src/pages/landing.tsx"));
        if (!landing) throw new Error("preload-landing: no chunk for src/pages/landing.tsx");
        const loaded = new Set([ctx.chunk.fileName, ...ctx.chunk.imports]);
        const files = [landing.fileName, ...landing.imports].filter((f) => !loaded.has(f)).map((f) => base + f);
        const code =
          `try{if(location.pathname==="/"&&!localStorage.getItem("storymail.signedIn"))` +
          `for(const h of ${JSON.stringify(files)}){const l=document.createElement("link");` +
          `l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}}catch{}`;
        return [{ tag: "script", children: code, injectTo: "head" }];
      },
    },
  };
}

/**
 * The server's Content-Security-Policy lets pages connect only to the app itself and to the
 * analytics endpoint this build sends page views to, which it reads from this tag.
 */
function analyticsOriginMeta(endpoint: string | undefined): Plugin {
  return {
    name: "storymail:analytics-origin",
    apply: "build",
    transformIndexHtml() {
      const content = endpoint?.trim();
      if (!content) return;
      return [{ tag: "meta", attrs: { name: "storymail:analytics-origin", content }, injectTo: "head" }];
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    slimReactRouter(),
    preloadLanding(),
    analyticsOriginMeta(loadEnv(mode, process.cwd(), "VITE_").VITE_ANALYTICS_ENDPOINT),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: src("./src") },
      // The package sends bundlers to its development build, warnings and all; builds take the
      // production one.
      ...(command === "build"
        ? [{ find: /^react-router$/, replacement: src("./node_modules/react-router/dist/production/index.mjs") }]
        : []),
      // swr's fallback for React before 18; React 19 has the hook itself.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: src("./src/lib/useSyncExternalStore.ts") },
    ],
  },
  server: {
    proxy: {
      // The server refuses state-changing requests whose Origin is not APP_URL.
      "/api": { target: backend, changeOrigin: true, headers: { origin: backend } },
      "/ws": { target: backend, ws: true, changeOrigin: true, rewriteWsOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports reads <link rel="modulepreload"> itself; the polyfill was
    // half a kilobyte (gzipped) on every first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, the router, swr, the API client) in the
        // entry chunk itself: one request and one compression window instead of four.
        // The logo, the public footer, the skip link and the help launcher travel together: every
        // customer page needs them, and one chunk costs less than four requests and wrappers.
        codeSplitting: {
          groups: [
            { name: "index", tags: ["$initial"] },
            { name: "brand", test: /src[\\/](components[\\/]brand[\\/]Logo|components[\\/]ui[\\/]skip-link|features[\\/]help[\\/](HelpWidget|fab)|features[\\/]public[\\/]PublicFooter)\.tsx$/ },
          ],
        },
      },
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
  },
}));
