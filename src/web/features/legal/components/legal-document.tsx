import { type ReactNode, useId } from "react";
import { formatDate } from "#domain/format";
import { LEGAL_TEXT } from "#domain/privacy/legal";

// Long text without a typography plugin: the document styles its own lists, tables and links.
const documentClass =
  "mx-auto w-full max-w-3xl space-y-10 px-4 py-12 text-slate-800 sm:py-16 [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-dark [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

/** A legal text (/privacidad, /terminos): its title, the version in force and its sections. */
export function LegalDocument({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={documentClass}>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="text-sm text-slate-600">
          Versión {LEGAL_TEXT.version}, vigente desde el {formatDate(LEGAL_TEXT.effectiveDate)}
        </p>
        <p className="text-lg">{intro}</p>
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
