import { inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  baseURL: window.location.origin,
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
