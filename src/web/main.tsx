import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { AppRouter, routerReady } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const render = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );

// A prerendered page stays on screen until the page's code is in, then React takes over the container
// (a client render, not hydration: the visitor's session may already differ from the prerendered one).
if (root.hasChildNodes()) void routerReady.then(() => render(root));
else render(root);
