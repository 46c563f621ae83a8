import { type ReactNode, useEffect, useRef } from "react";
import { usePageTitle } from "../hooks/use-page-title";

type TScreenFrameProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** The frame of a one-task screen (account forms, contact wizard): one heading, one narrow column. */
export function ScreenFrame({ title, description, children }: TScreenFrameProps) {
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
      <h1
        ref={headingRef}
        tabIndex={-1}
        className={`text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl`}
      >
        {title}
      </h1>
      {description && <div className="mt-2 text-slate-700">{description}</div>}
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}
