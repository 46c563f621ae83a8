import { StrokeIcon } from "#web/components/ui/stroke-icon";
import type { TServiceIcon } from "../catalogue";

// Outline icons drawn on a 24-unit grid; decorative, since the service name always sits next to them.
const shapes: Record<TServiceIcon, string> = {
  car: "M5 16h14M6.5 16l1.4-4.6A2 2 0 0 1 9.8 10h4.4a2 2 0 0 1 1.9 1.4L17.5 16M4 16v3h3v-3m10 0v3h3v-3M4 16a1 1 0 0 1 0-2h16a1 1 0 0 1 0 2",
  shield: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4",
  home: "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10",
  building: "M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18M8 8h3M8 12h3M8 16h3",
};

export function ServiceIcon({ icon, className = "size-7" }: { icon: TServiceIcon; className?: string }) {
  return <StrokeIcon d={shapes[icon]} className={className} strokeWidth={1.8} />;
}

export function CheckIcon({
  className = "size-5",
  strokeWidth,
}: {
  className?: string;
  strokeWidth?: number;
}) {
  return <StrokeIcon d="M4.5 10.5l3.5 3.5 7.5-8" grid={20} className={className} strokeWidth={strokeWidth} />;
}
