import { Link } from "react-router";
import { buttonClass } from "./button";

type TActionLink = { to: string; label: string };

/** Where to go next from a result or a refusal: the likely step as the main button, the other beside it. */
export function ActionLinks({ primary, secondary }: { primary: TActionLink; secondary: TActionLink }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to={primary.to} className={buttonClass("primary")}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={buttonClass("secondary")}>
        {secondary.label}
      </Link>
    </div>
  );
}
