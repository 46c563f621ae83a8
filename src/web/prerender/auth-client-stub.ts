// Stands in for lib/auth-client.ts when pages are prerendered in Node: the real module reads
// window.location as it loads, and a page rendered at build time never talks to the auth server.
export const authClient = new Proxy(
  {},
  {
    get() {
      throw new Error("authClient is not available while prerendering");
    },
  },
);
