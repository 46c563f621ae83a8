import type { ComponentProps } from "react";

/** The report sits under the page's h1 on the public page and under the dialog's h2 in the dialog. */
export type THeadingLevel = 2 | 3;

type TReportHeadingProps = ComponentProps<"h2"> & {
  level: THeadingLevel;
  /** A heading inside a report block, one level below the block's own. */
  sub?: boolean;
};

export function ReportHeading({ level, sub = false, ...props }: TReportHeadingProps) {
  const Tag = `h${sub ? level + 1 : level}` as "h2" | "h3" | "h4";
  return <Tag {...props} />;
}
