import { Toast } from "radix-ui";

const TOAST_DURATION_MS = 4000;

/** Radix's toast region with the one toast showing; loaded with the first toast (toast.tsx). */
export default function ToastRegion({
  toast,
  onClose,
}: {
  toast: { id: number; message: string } | null;
  onClose: () => void;
}) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label="Notificación">
      {toast && (
        <Toast.Root
          // A new key restarts the timer and the announcement when the same message comes again.
          key={toast.id}
          open
          onOpenChange={(open) => !open && onClose()}
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
  );
}
