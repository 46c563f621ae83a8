import { Link } from "react-router";
import { buttonClass } from "./button";

type TEmptyStateProps = {
  title: string;
  text: string;
  /** Where to go to make the first item, and the button's words. */
  actionTo: string;
  actionLabel: string;
};

/** An empty list: what would be here, and the way to put something in it. */
export function EmptyState({ title, text, actionTo, actionLabel }: TEmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link to={actionTo} className={buttonClass("primary", "mt-6")}>
        {actionLabel}
      </Link>
    </div>
  );
}
