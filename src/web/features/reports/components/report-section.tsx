import { useId } from "react";
import { sectionAnchor } from "#domain/report/categories";
import type { PresentedSection, Tone } from "#domain/report/model";
import { NewTabLink } from "#web/components/ui/new-tab-link";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { ReportHeading, type THeadingLevel } from "./report-heading";
import { WarningIcon } from "./warning-icon";

const valueClass: Record<Tone, string> = {
  green: "text-green-800",
  yellow: "text-amber-900",
  red: "text-red-700",
  neutral: "text-slate-900",
};

/** One card of the report (vehicle, legal situation, ...), exactly as presentReport describes it. */
export function ReportSection({ section, level }: { section: PresentedSection; level: THeadingLevel }) {
  const headingId = useId();
  return (
    // Clear of the sticky navigation bar when a category of the glance leads here.
    <section
      id={sectionAnchor(section.key)}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ReportHeading level={level} id={headingId} className="text-lg font-bold text-slate-900">
          {section.title}
        </ReportHeading>
        <ToneBadge tone={section.status.tone}>{section.status.text}</ToneBadge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{section.provenance}</p>
      {section.warnings.length > 0 && (
        <ul className="mt-4 space-y-2 rounded-lg border border-red-300 bg-red-50 p-3">
          {section.warnings.map((warning) => (
            <li key={warning} className="flex gap-2 font-medium text-red-800">
              <WarningIcon />
              <span>{warning}</span>
            </li>
          ))}
        </ul>
      )}
      {section.rows.length > 0 && (
        // Label and value side by side, so a phone shows a section in a screen, not two; from lg, two
        // columns of them.
        <dl className="mt-3 grid gap-x-8 lg:grid-cols-2">
          {section.rows.map((row) => (
            <div
              key={row.label}
              className="grid min-w-0 grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-3 border-b border-slate-100 py-2"
            >
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className={`font-medium break-words ${valueClass[row.tone ?? "neutral"]}`}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.lists.map((list) => (
        <div key={list.title} className="mt-4">
          <ReportHeading level={level} sub className="font-semibold text-slate-900">
            {list.title}
          </ReportHeading>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {list.items.map((item, index) => (
              // Items are plain text that may repeat (two identical tickets); the list never reorders.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      {section.notes.map((note) => (
        <p key={note} className="mt-3 text-sm text-slate-700">
          {note}
        </p>
      ))}
      {section.links.length > 0 && (
        <ul className="mt-3 space-y-1">
          {section.links.map((link) => (
            <li key={link.href + link.label}>
              <NewTabLink href={link.href} className="font-medium text-brand underline hover:text-brand-dark">
                {link.label}
              </NewTabLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
