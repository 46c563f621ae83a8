import type { ComponentProps } from "react";
import type { TService } from "../catalogue";
import { CheckIcon } from "./service-icon";

type TServiceFeaturesProps = Omit<ComponentProps<"ul">, "children"> & {
  service: TService;
  itemClassName?: string;
};

/** What a service includes, one check mark per feature. */
export function ServiceFeatures({
  service,
  itemClassName = "flex gap-2 text-slate-800",
  ...props
}: TServiceFeaturesProps) {
  return (
    <ul {...props}>
      {service.features.map((feature) => (
        <li key={feature} className={itemClassName}>
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
