import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The two other engines a buyer's phone may run, driven the standard way, with no driver to download
// (the machine has no internet): WebKitGTK, the engine Safari shares, by classic WebDriver (Debian's
// webkit2gtk-driver, its MiniBrowser under Xvfb), and Firefox ESR by WebDriver BiDi, which it speaks itself
// (no geckodriver). Only what a walk through the product needs: go, read with a script, type, click.
// Decision 101 says what turning these on in `npm test` would take.

export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const onPath = (command: string) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => existsSync(path.join(dir, command)));

/** Why an engine cannot be driven here; null when it can. */
export function missingFor(engine: "webkit" | "firefox"): string | null {
  if (engine === "webkit") {
    if (!onPath("WebKitWebDriver")) return "WebKitWebDriver (apt-get install webkit2gtk-driver)";
    if (!existsSync(MINIBROWSER)) return `MiniBrowser (${MINIBROWSER})`;
    if (!onPath("xvfb-run")) return "xvfb-run (apt-get install xvfb)";
    return null;
  }
  if (!onPath("firefox-esr")) return "firefox-esr (apt-get install firefox-esr)";
  if (typeof WebSocket === "undefined")
    return "a WebSocket in Node (Node 22, or NODE_OPTIONS=--experimental-websocket)";
  return null;
}

export type Driver = {
  name: string;
  /** The page's size in CSS pixels, as far as the engine allows (MiniBrowser's window is never under ~450). */
  setSize(width: number, height: number): Promise<unknown>;
  goto(url: string): Promise<unknown>;
  /** The value of a JavaScript expression in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Types into the element `css` selects, key by key. */
  type(css: string, text: string): Promise<unknown>;
  click(css: string): Promise<unknown>;
  /** Cookies for the site the page is on. */
  setCookies(cookies: { name: string; value: string }[]): Promise<unknown>;
  quit(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `check` until it answers something truthy, or says what never came. A question the browser leaves
 * unanswered (Firefox does, for a script sent while the page navigates away) is asked again after 2 s.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T>,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.race([check().catch(() => null), sleep(2000).then(() => null)]);
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

const freePortish = () => 20_000 + Math.floor(Math.random() * 20_000);

/** WebKitGTK's MiniBrowser through WebKitWebDriver, classic WebDriver over HTTP, in a virtual X display. */
export async function webkitDriver(): Promise<Driver> {
  const port = freePortish();
  // Its own process group: xvfb-run leaves Xvfb, the driver and MiniBrowser behind when only it is ended.
  const driver = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], {
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T };
    if (!res.ok) throw new Error(`${method} ${route}: ${JSON.stringify(json.value).slice(0, 300)}`);
    return json.value;
  };
  await until("WebKitWebDriver", () => fetch(`${base}/status`).then((r) => r.ok));
  const session = await call<{ sessionId: string; capabilities: { browserVersion: string } }>(
    "POST",
    "/session",
    {
      capabilities: {
        alwaysMatch: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } },
      },
    },
  );
  const s = `/session/${session.sessionId}`;
  const find = async (css: string) => {
    const found = await call<Record<string, string>>("POST", `${s}/element`, {
      using: "css selector",
      value: css,
    });
    return found["element-6066-11e4-a52e-4f735466cecc"] ?? Object.values(found)[0];
  };
  return {
    name: `WebKitGTK ${session.capabilities.browserVersion}`,
    setSize: (width, height) => call("POST", `${s}/window/rect`, { width, height }),
    goto: (url) => call("POST", `${s}/url`, { url }),
    evaluate: (expression) =>
      call("POST", `${s}/execute/sync`, { script: `return (${expression});`, args: [] }),
    type: async (css, text) => call("POST", `${s}/element/${await find(css)}/value`, { text }),
    click: async (css) => call("POST", `${s}/element/${await find(css)}/click`, {}),
    setCookies: async (cookies) => {
      for (const cookie of cookies) await call("POST", `${s}/cookie`, { cookie: { ...cookie, path: "/" } });
    },
    quit: async () => {
      await call("DELETE", s).catch(() => undefined);
      stopGroup(driver);
    },
  };
}

const stop = (child: ChildProcess) => {
  if (child.exitCode === null) child.kill();
};

/** Ends a detached child and everything it started. */
const stopGroup = (child: ChildProcess) => {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill();
  }
};

type BiDiAnswer = { id?: number; type: string; result?: unknown; error?: string; message?: string };

const NAVIGATION_STARTED = "browsingContext.navigationStarted";
const LOADED = "browsingContext.load";

/** Firefox ESR, headless, through the WebDriver BiDi socket it opens itself. */
export async function firefoxDriver(): Promise<Driver> {
  const profile = mkdtempSync(path.join(tmpdir(), "pc-firefox-"));
  // An offline machine: no update checks, telemetry or first-run pages.
  writeFileSync(
    path.join(profile, "user.js"),
    [
      'user_pref("browser.shell.checkDefaultBrowser", false);',
      'user_pref("app.update.enabled", false);',
      'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
      'user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);',
      'user_pref("browser.aboutwelcome.enabled", false);',
      'user_pref("network.captive-portal-service.enabled", false);',
    ].join("\n"),
  );
  const browser = spawn(
    "firefox-esr",
    [
      "--headless",
      "--no-remote",
      "--profile",
      profile,
      `--remote-debugging-port=${freePortish()}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  browser.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const socketUrl = await until("Firefox's WebDriver BiDi socket", async () => {
    const listening = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(stderr);
    return listening ? `${listening[1]}/session` : null;
  });
  const socket = new WebSocket(socketUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  // Events the session subscribed to, each handed to whoever waits for its method.
  const listeners = new Set<{ method: string; resolve: () => void }>();
  socket.onmessage = (event) => {
    const answer = JSON.parse(String(event.data)) as BiDiAnswer & { method?: string };
    if (answer.type === "event") {
      for (const listener of listeners) if (listener.method === answer.method) listener.resolve();
      return;
    }
    const asked = answer.id === undefined ? undefined : waiting.get(answer.id);
    if (!asked || answer.id === undefined) return;
    waiting.delete(answer.id);
    if (answer.type === "error") asked.reject(new Error(`${answer.error}: ${answer.message}`));
    else asked.resolve(answer.result);
  };
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const session = await send<{ capabilities: { browserVersion: string } }>("session.new", {
    capabilities: {},
  });
  await send("session.subscribe", { events: [NAVIGATION_STARTED, LOADED] });
  /** Whether `method` happens within `ms`. */
  const happens = (method: string, ms: number) =>
    new Promise<boolean>((resolve) => {
      const listener = { method, resolve: () => finish(true) };
      const timer = setTimeout(() => finish(false), ms);
      const finish = (happened: boolean) => {
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(happened);
      };
      listeners.add(listener);
    });
  const tree = await send<{ contexts: { context: string }[] }>("browsingContext.getTree");
  const context = tree.contexts[0]?.context;
  type Evaluated = {
    type: string;
    result: { value?: unknown; sharedId?: string };
    exceptionDetails?: { text: string };
  };
  const evaluate = async (expression: string) => {
    const answer = await send<Evaluated>("script.evaluate", {
      expression,
      target: { context },
      awaitPromise: true,
    });
    if (answer.type === "exception") throw new Error(answer.exceptionDetails?.text);
    return answer.result;
  };
  const keys = (text: string) =>
    [...text].flatMap((key) => [
      { type: "keyDown", value: key },
      { type: "keyUp", value: key },
    ]);
  return {
    name: `Firefox ${session.capabilities.browserVersion}`,
    setSize: (width, height) => send("browsingContext.setViewport", { context, viewport: { width, height } }),
    goto: (url) => send("browsingContext.navigate", { context, url, wait: "complete" }),
    evaluate: async <T>(expression: string) => (await evaluate(expression)).value as T,
    type: async (css, text) => {
      await evaluate(`document.querySelector(${JSON.stringify(css)}).focus()`);
      return send("input.performActions", {
        context,
        actions: [{ type: "key", id: "keyboard", actions: keys(text) }],
      });
    },
    // A real pointer's click at the element's centre. Like classic WebDriver's click, it returns once the
    // page it leads to has loaded: a script sent while Firefox navigates may never be answered.
    click: async (css) => {
      const navigation = happens(NAVIGATION_STARTED, 1000);
      const loaded = happens(LOADED, 30_000);
      const element = await evaluate(
        `(() => { const e = document.querySelector(${JSON.stringify(css)}); e.scrollIntoView({ block: "center" }); return e; })()`,
      );
      await send("input.performActions", {
        context,
        actions: [
          {
            type: "pointer",
            id: "mouse",
            actions: [
              {
                type: "pointerMove",
                x: 0,
                y: 0,
                origin: { type: "element", element: { sharedId: element.sharedId } },
              },
              { type: "pointerDown", button: 0 },
              { type: "pointerUp", button: 0 },
            ],
          },
        ],
      });
      if (await navigation) await loaded;
    },
    setCookies: async (cookies) => {
      const domain = await evaluate("location.hostname").then((r) => String(r.value));
      for (const { name, value } of cookies)
        await send("storage.setCookie", {
          cookie: { name, value: { type: "string", value }, domain, path: "/", httpOnly: true },
        });
    },
    quit: async () => {
      await send("session.end").catch(() => undefined);
      socket.close();
      stop(browser);
      await new Promise((resolve) =>
        browser.exitCode === null ? browser.once("exit", resolve) : resolve(null),
      );
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
