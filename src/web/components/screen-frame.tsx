import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../config/paths";
import { usePageTitle } from "../hooks/use-page-title";

type TScreenFrameProps = {
  title: string;
  description?: ReactNode;
  /** For a screen shown without the top navigation that should still offer a way home. */
  homeLink?: boolean;
  children?: ReactNode;
};

/** The frame of a one-task screen (account forms, contact wizard): one heading, one narrow column. */
export function ScreenFrame({ title, description, homeLink = false, children }: TScreenFrameProps) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);

  // When a screen swaps its content (form -> confirmation), the control that had focus is gone;
  // moving focus to the new heading keeps keyboard and screen-reader users in place.
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [title]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      {homeLink && (
        <Link
          to={paths.home.getHref()}
          className="rounded text-lg font-bold text-brand-dark underline-offset-4 hover:underline"
        >
          Patente Clara<span className="sr-only">: volver al inicio</span>
        </Link>
      )}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className={`${homeLink ? "mt-8 " : ""}text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl`}
      >
        {title}
      </h1>
      {description && <div className="mt-2 text-slate-700">{description}</div>}
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}
