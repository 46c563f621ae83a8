/** The mark in front of each alert; decorative, the alert's words say it all. */
export function WarningIcon() {
  return (
    <svg className="size-5 shrink-0 text-red-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 3 2 20h20L12 3Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        fill="currentColor"
        fillOpacity="0.12"
      />
      <path d="M12 10v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="17" r="1.2" fill="currentColor" />
    </svg>
  );
}
