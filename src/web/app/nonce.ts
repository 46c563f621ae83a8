import { createContext } from "react";

/**
 * The Content-Security-Policy nonce of the answer being rendered (server only): the scripts React Router
 * writes into the page carry it, as the policy allows no other inline script. In the browser it is
 * empty: a nonce is only read once, when the page is parsed.
 */
export const NonceContext = createContext<string | undefined>(undefined);
