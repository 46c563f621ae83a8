// How long a shared link works, and what it says once it does not.

import { formatDate } from "../format";
import { daysAfter, SHARE_LINK_DAYS } from "../privacy/retention";

/** An extension never takes a link further than this many days ahead: no link is extended for a year. */
const SHARE_LINK_MAX_DAYS_AHEAD = 2 * SHARE_LINK_DAYS;

/** When a new report's link stops working. */
export const shareExpiryOf = (createdAt: Date): Date => daysAfter(createdAt, SHARE_LINK_DAYS);

/** The author's 'Extender 30 días': 30 more days from the later of the current expiry and now. */
export function extendedExpiry(current: Date, now: Date): Date {
  const from = current.getTime() > now.getTime() ? current : now;
  const cap = daysAfter(now, SHARE_LINK_MAX_DAYS_AHEAD);
  const extended = daysAfter(from, SHARE_LINK_DAYS);
  return extended.getTime() > cap.getTime() ? cap : extended;
}

export const isLinkExpired = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() <= now.getTime();

/** What an expired link says: when it stopped working, and how to get a working one. */
export const linkExpiredMessage = (expiredAt: Date | string): string =>
  `Este enlace expiró el ${formatDate(new Date(expiredAt).toISOString())}. Pídele al vendedor un enlace nuevo: ` +
  `quien hizo el informe puede extenderlo por ${SHARE_LINK_DAYS} días desde «Mis reportes» en su cuenta.`;

/**
 * 'Compartir por WhatsApp': a wa.me link that opens WhatsApp (the app on a phone, WhatsApp Web elsewhere)
 * with a short message and the shared link, ready to send to whoever the reader chooses.
 */
export const whatsappShareUrl = (link: string, plate: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`Informe de la patente ${plate} en Patente Clara: ${link}`)}`;

/**
 * Shared reports are for whoever has the link, never for search engines: the X-Robots-Tag of the API's
 * answers and of every answer under /reporte/ (routes/seo.ts).
 */
export const SHARED_REPORT_NOT_INDEXED = "noindex, nofollow";

/** A withdrawn link must stop working at once: caches may keep a copy only if they revalidate it. */
export const SHARED_REPORT_REVALIDATE = "private, no-cache";
