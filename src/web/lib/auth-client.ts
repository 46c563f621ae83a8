import { inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  // The page's own origin; a page drawn on the server never calls better-auth, so it needs none there.
  baseURL: globalThis.location?.origin ?? "http://localhost",
  // Types only: lets sign-up send the profile fields the server accepts next to the better-auth ones.
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: "string" },
        lastName: { type: "string" },
        phone: { type: "string", required: false },
      },
    }),
  ],
});
