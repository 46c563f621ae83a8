import { Toast } from "radix-ui";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

const TOAST_DURATION_MS = 4000;

const ShowToastContext = createContext<(message: string) => void>(() => undefined);

/** Short confirmations ('Enlace copiado'); one at a time, a new one replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const show = useCallback((message: string) => setToast({ id: Date.now(), message }), []);
  return (
    <ShowToastContext value={show}>
      <Toast.Provider duration={TOAST_DURATION_MS} label="Notificación">
        {children}
        {toast && (
          <Toast.Root
            // A new key restarts the timer and the announcement when the same message comes again.
            key={toast.id}
            open
            onOpenChange={(open) => !open && setToast(null)}
            className="flex items-center justify-between gap-3 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-lg"
          >
            <Toast.Title className="font-medium">{toast.message}</Toast.Title>
            <Toast.Close
              aria-label="Cerrar"
              className="rounded px-2 text-xl leading-none text-white hover:bg-slate-700"
            >
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport
          label="Notificaciones ({hotkey})"
          data-print="hide"
          // Stays clickable while a modal dialog switches pointer events off on the rest of the page.
          className="pointer-events-auto fixed right-4 bottom-4 left-4 z-[60] flex flex-col gap-2 sm:left-auto sm:w-96"
        />
      </Toast.Provider>
    </ShowToastContext>
  );
}

export const useToast = (): ((message: string) => void) => useContext(ShowToastContext);
