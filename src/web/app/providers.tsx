import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { TMe } from "#domain/contract/account";
import { ToastProvider } from "../components/ui/toast";
import { seedViewer } from "../lib/auth";

/**
 * The query cache starts from the viewer the server drew the page for, so the browser hydrates the same
 * page and does not ask again.
 */
export function AppProviders({ viewer, children }: { viewer: TMe | null; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient();
    seedViewer(client, viewer);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
