import { NewTabLink } from "#web/components/ui/new-tab-link";
import { useSite } from "#web/lib/site";

/**
 * The footer's link to the car-dealer site (spec section 1), as an item of the footer's link list. Its
 * address is deployment configuration read from the server; with none configured there is no item.
 */
export function DealerSiteLink({ className }: { className?: string }) {
  const dealerSiteUrl = useSite()?.dealerSiteUrl;
  if (!dealerSiteUrl) return null;
  return (
    <li>
      <NewTabLink href={dealerSiteUrl} className={className}>
        Sitio para automotoras
      </NewTabLink>
    </li>
  );
}
