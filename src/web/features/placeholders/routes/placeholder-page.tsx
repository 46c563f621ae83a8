import { usePageTitle } from "../../../hooks/use-page-title";

/** Stands in for a screen that a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">Próximamente</p>
    </section>
  );
}
