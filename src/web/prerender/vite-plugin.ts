// Build step of the prerendered pages: after `vite build` writes the client, the same sources are built
// once more for Node, each page in pages.ts is rendered with react-dom/server, and the HTML goes to
// dist/web/prerendered/<name>.html. The server answers each page's path (pages.json) with its file.
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { pageHtml, type TPageAssets } from "./page-html.ts";
import { PRERENDERED_DIR, prerenderedPages, SERVER_OUTLET, type TPrerenderedManifest } from "./pages.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROJECT_ROOT = path.resolve(HERE, "../../..");
// Inside the project, so Node resolves the server bundle's imports (react, react-router...) from its
// node_modules; one folder per build, as two builds may run at once, copied next to the pages once they
// are written.
const serverOutDir = () =>
  path.join(PROJECT_ROOT, "node_modules/.cache/patente-clara-prerender", `${process.pid}-${Date.now()}`);

type TRenderModule = typeof import("./render.tsx");

type TChunk = { fileName: string; imports: string[]; css: string[] };

export function prerender(): Plugin {
  let webRoot = "";
  let outDir = "";
  const assetsByPage = new Map<string, TPageAssets>();

  return {
    name: "patente-clara:prerender",
    // Only the client build; the nested server build below must not run this plugin again.
    apply: (config, env) => env.command === "build" && !config.build?.ssr,

    configResolved(config) {
      webRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },

    writeBundle(_options, bundle) {
      const chunks = new Map<string, TChunk>();
      let entry: TChunk | undefined;
      const byModule = new Map<string, TChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const chunk: TChunk = {
          fileName: output.fileName,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
        chunks.set(output.fileName, chunk);
        if (output.isEntry) entry = chunk;
        if (output.facadeModuleId) byModule.set(path.normalize(output.facadeModuleId), chunk);
      }
      if (!entry) throw new Error("prerender: the client build has no entry chunk");

      // Everything the entry pulls in statically is already in index.html.
      const closure = (start: TChunk): TChunk[] => {
        const seen = new Map<string, TChunk>();
        const visit = (chunk: TChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.set(chunk.fileName, chunk);
          for (const name of chunk.imports) {
            const next = chunks.get(name);
            if (next) visit(next);
          }
        };
        visit(start);
        return [...seen.values()];
      };
      const entryClosure = closure(entry);
      const inIndex = new Set(entryClosure.map((c) => c.fileName));
      const cssInIndex = new Set(entryClosure.flatMap((c) => c.css));

      for (const page of prerenderedPages) {
        const routeChunk = byModule.get(path.join(webRoot, page.module));
        if (!routeChunk) throw new Error(`prerender: no chunk for ${page.module}; is the route still lazy?`);
        const own = closure(routeChunk).filter((c) => !inIndex.has(c.fileName));
        assetsByPage.set(page.name, {
          modulePreloads: own.map((c) => `/${c.fileName}`),
          stylesheets: [...new Set(own.flatMap((c) => c.css))]
            .filter((f) => !cssInIndex.has(f))
            .map((f) => `/${f}`),
        });
      }
    },

    async closeBundle() {
      const serverOut = serverOutDir();
      try {
        await build({
          configFile: false,
          root: webRoot,
          mode: "production",
          logLevel: "warn",
          plugins: [react()],
          resolve: {
            alias: [
              {
                find: /^(\.{1,2}\/)+(lib\/)?auth-client$/,
                replacement: path.join(HERE, "auth-client-stub.ts"),
              },
            ],
          },
          build: {
            ssr: path.join(HERE, "render.tsx"),
            outDir: serverOut,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: "render.mjs" } },
          },
        });
        const entryUrl = pathToFileURL(path.join(serverOut, "render.mjs")).href;
        const { renderPage } = (await import(entryUrl)) as TRenderModule;
        const template = await readFile(path.join(outDir, "index.html"), "utf8");
        const prerenderedDir = path.join(outDir, PRERENDERED_DIR);
        await mkdir(prerenderedDir, { recursive: true });
        // The server bundle stays for the server's own renders, under a folder it never serves.
        const renderDir = path.join(prerenderedDir, "render");
        await rm(renderDir, { recursive: true, force: true });
        // Copied, not renamed: node_modules may be on another file system than dist/.
        await cp(serverOut, renderDir, { recursive: true });
        const manifest: TPrerenderedManifest = [];
        for (const page of prerenderedPages) {
          const assets = assetsByPage.get(page.name) ?? { modulePreloads: [], stylesheets: [] };
          const file = `${page.name}.html`;
          await writeFile(
            path.join(prerenderedDir, file),
            pageHtml(template, page, renderPage(page.path), assets),
          );
          if (!page.serverRendered) {
            manifest.push({ path: page.path, file });
            continue;
          }
          const outlet = `${page.name}.outlet.html`;
          await writeFile(path.join(prerenderedDir, outlet), pageHtml(template, page, SERVER_OUTLET, assets));
          manifest.push({
            path: page.path,
            file,
            serverRender: { template: outlet, outlet: SERVER_OUTLET, module: "render/render.mjs" },
          });
        }
        // Tells the server which paths have a prerendered page, without it importing web code.
        await writeFile(path.join(prerenderedDir, "pages.json"), `${JSON.stringify(manifest, null, 2)}\n`);
      } finally {
        await rm(serverOut, { recursive: true, force: true });
      }
    },
  };
}
