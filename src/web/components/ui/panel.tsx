import { type ReactNode, useId } from "react";

type TPanelProps = {
  title: ReactNode;
  /** Red for what takes something away for good, as leaving or deleting. */
  tone?: "plain" | "danger";
  /** A button beside the title, e.g. 'Editar datos'. */
  action?: ReactNode;
  /** A sentence under the title saying what the panel is for. */
  intro?: ReactNode;
  children?: ReactNode;
};

/**
 * The heading of the panel `inside` is in: where focus goes when what held it goes away (a secret put
 * away, a member removed), instead of falling back to the page's start.
 */
export const panelHeadingOf = (inside: Element | null): HTMLElement | null =>
  inside?.closest("section")?.querySelector<HTMLElement>("h2[tabindex]") ?? null;

/** A framed part of a page under its own heading, which names it for assistive technology. */
export function Panel({ title, tone = "plain", action, intro, children }: TPanelProps) {
  const headingId = useId();
  const danger = tone === "danger";
  const heading = (
    <h2
      id={headingId}
      tabIndex={-1}
      className={`text-lg font-bold focus:outline-none ${danger ? "text-red-800" : "text-slate-900"}`}
    >
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-5 ${danger ? "border-red-300" : "border-slate-200"}`}
    >
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
