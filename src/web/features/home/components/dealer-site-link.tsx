import { useQuery } from "@tanstack/react-query";
import { NewTabLink } from "../../../components/ui/new-tab-link";
import { siteQueryOptions } from "../api/get-site";

/**
 * The footer's link to the car-dealer site (spec section 1), as an item of the footer's link list. Its
 * address is deployment configuration read from the server; with none configured, or until it is known,
 * there is no item at all.
 */
export function DealerSiteLink({ className }: { className?: string }) {
  const { data } = useQuery(siteQueryOptions);
  if (!data?.dealerSiteUrl) return null;
  return (
    <li>
      <NewTabLink href={data.dealerSiteUrl} className={className}>
        Sitio para automotoras
      </NewTabLink>
    </li>
  );
}
