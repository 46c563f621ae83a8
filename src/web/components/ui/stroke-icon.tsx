type TStrokeIconProps = {
  /** One outline path, drawn with the text colour. */
  d: string;
  className: string;
  /** The size of the square the path was drawn on. */
  grid?: 20 | 24;
  strokeWidth?: number;
};

/** A decorative line icon: the words next to it say what it means, so screen readers skip it. */
export function StrokeIcon({ d, className, grid = 24, strokeWidth = 2 }: TStrokeIconProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
