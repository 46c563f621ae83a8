import { useId } from "react";
import {
  CATEGORY_MARKS,
  type CategoryRow,
  type CategoryState,
  sectionAnchor,
} from "#domain/report/categories";
import type { PresentedReport } from "#domain/report/present";
import { ReportHeading, type THeadingLevel } from "./report-heading";

// Graphic colours keep 3:1 against white (WCAG 1.4.11); the words beside them carry the meaning.
const markClass: Record<CategoryState, string> = {
  ok: "bg-green-600 text-white",
  problem: "bg-red-600 text-white",
  unknown: "border-2 border-amber-600 bg-white text-amber-800",
};

const textClass: Record<CategoryState, string> = {
  ok: "text-slate-800",
  problem: "font-semibold text-red-800",
  unknown: "text-slate-800",
};

/** A date ('04-08-2027') is never broken at its dashes across two lines. */
function KeepDatesWhole({ text }: { text: string }) {
  return text.split(/(\d{2}-\d{2}-\d{4})/).map((part, i) =>
    i % 2 ? (
      // The parts' order never changes: a date's index is its key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function Category({ row }: { row: CategoryRow }) {
  const { mark, said } = CATEGORY_MARKS[row.state];
  return (
    <li>
      {/* Each row leads to its section, where the report tells the whole of it. On a phone the label and
          what was found run on as one sentence, so a row takes a line or two; wider, they stand in columns. */}
      <a
        href={`#${sectionAnchor(row.section)}`}
        className="flex min-h-11 items-start gap-3 rounded-md px-1 py-2 hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${markClass[row.state]}`}
        >
          {mark}
        </span>
        <span className="min-w-0 break-words sm:grid sm:flex-1 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
          <span className="font-semibold text-slate-900">
            {row.label}
            <span className="sr-only"> ({said})</span>
            <span className="sm:hidden">: </span>
          </span>
          <span className={textClass[row.state]}>
            <KeepDatesWhole text={row.text} />
          </span>
        </span>
      </a>
    </li>
  );
}

type TReportCategoriesProps = {
  summary: PresentedReport["summary"];
  level: THeadingLevel;
};

/**
 * What the report checked, one row per category, under the number: ✓ checked and clean, ✗ a finding with
 * its amount, ? not verified (decision 100). What no section checks is said here, once.
 */
export function ReportCategories({ summary, level }: TReportCategoriesProps) {
  const headingId = useId();
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      {/* One level under the car's heading, like the report's blocks. */}
      <ReportHeading level={level} id={headingId} className="font-semibold text-slate-900">
        Lo que revisamos
      </ReportHeading>
      <ul aria-labelledby={headingId} className="mt-1 divide-y divide-slate-100">
        {summary.categories.map((row) => (
          <Category key={row.key} row={row} />
        ))}
      </ul>
      <details className="mt-2 text-sm text-slate-700">
        <summary className="cursor-pointer py-2 font-medium text-slate-800">
          {summary.notChecked.title}
        </summary>
        <ul className="list-disc space-y-1 pl-5">
          {summary.notChecked.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
