import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page, so a tap on the server-drawn page is not kept waiting (total blocking time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
