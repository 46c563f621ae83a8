import type { ReactNode } from "react";
import { LoadError } from "#web/components/ui/load-error";
import { LoadingState } from "#web/components/ui/spinner";
import type { useOrganisation } from "../api/get-organisation";

/** Each of the automotora's pages while it loads, or when it could not: null once it is there. */
export function organisationNotReady(query: ReturnType<typeof useOrganisation>): ReactNode | null {
  if (query.isPending) return <LoadingState label="Cargando tu automotora..." />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        fallback="No pudimos cargar tu automotora"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return null;
}
