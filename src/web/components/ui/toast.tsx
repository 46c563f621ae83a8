import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";

// Most visits never show a toast: its code (Radix's toast) is fetched with the first one.
const ToastRegion = lazy(() => import("./toast-region"));

const ShowToastContext = createContext<(message: string) => void>(() => undefined);

/** Short confirmations ('Enlace copiado'); one at a time, a new one replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const [shown, setShown] = useState(false);
  const show = useCallback((message: string) => {
    setShown(true);
    setToast({ id: Date.now(), message });
  }, []);
  return (
    <ShowToastContext value={show}>
      {children}
      {shown && (
        <Suspense>
          <ToastRegion toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </ShowToastContext>
  );
}

export const useToast = (): ((message: string) => void) => useContext(ShowToastContext);
