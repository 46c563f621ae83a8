import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { LoadError } from "#web/components/ui/load-error";
import { LoadingState } from "#web/components/ui/spinner";
import { usePublicApiDocument } from "../api/get-api-document";

const VIEWER_FAILED_MESSAGE =
  "No pudimos cargar la referencia de la API. Revisa tu conexión e inténtalo de nuevo.";

/** The viewer's code, fetched like data: once, beside the document, and again on 'Reintentar'. */
const useViewer = () =>
  useQuery({
    queryKey: ["api-reference-viewer"],
    queryFn: () => import("./mount-api-reference.client"),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The reference drawn by Scalar from our own OpenAPI document. The viewer's code is fetched only here,
 * once the page is on screen, and it draws into a node of its own that React leaves alone.
 */
export function ApiReference() {
  const document = usePublicApiDocument();
  const viewer = useViewer();
  const container = useRef<HTMLDivElement>(null);
  const mount = viewer.data?.mountApiReference;

  useEffect(() => {
    if (!container.current || !document.data || !mount) return;
    const instance = mount(container.current, document.data);
    return () => instance.destroy();
  }, [document.data, mount]);

  const failed = [document, viewer].find((query) => query.isError);
  return (
    <>
      {failed?.error ? (
        <LoadError
          error={failed.error}
          fallback={VIEWER_FAILED_MESSAGE}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        (document.isPending || viewer.isPending) && (
          <LoadingState label="Cargando la referencia de la API..." />
        )
      )}
      <div ref={container} />
    </>
  );
}
