import type { TService } from "../catalogue";
import { ServiceIcon } from "./service-icon";

/** A service's own screen opens with its icon, its name as the page heading and its subtitle. */
export function ServiceHeading({ service, titleClassName }: { service: TService; titleClassName: string }) {
  return (
    <div className="flex items-center gap-4">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-light text-brand">
        <ServiceIcon icon={service.icon} className="size-8" />
      </span>
      <div>
        <h1 className={titleClassName}>{service.name}</h1>
        <p className="font-medium text-slate-600">{service.subtitle}</p>
      </div>
    </div>
  );
}
