import "./lib/zod-setup";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { AppRouter, routerReady } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * A prerendered page looks ready before its buttons work; this marks the moment React has taken over,
 * so an automated visitor knows when a click will be heard.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
  }, []);
  return null;
}

const render = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      <MarkInteractive />
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );

// A prerendered page stays on screen until the page's code is in, then React takes over the container
// (a client render, not hydration: the visitor's session may already differ from the prerendered one).
// As a transition the render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page, so a tap on the prerendered page is not kept waiting (total blocking time).
if (root.hasChildNodes()) void routerReady.then(() => startTransition(() => render(root)));
else render(root);
