import { Button } from "../components/ui/button";

/** Shown when a page fails to load or render, typically a code chunk gone after a new deploy. */
export function RouteError() {
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Algo salió mal</h1>
      <p className="mt-2 text-slate-700">
        Ocurrió un error inesperado. Recarga la página para intentarlo de nuevo.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Recargar página
      </Button>
    </main>
  );
}
