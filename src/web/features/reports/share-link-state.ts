// The words for a shared link's state, on the author's views and on the shared page.

import { formatDate } from "#domain/format";
import type { Tone } from "#domain/report/model";
import { isLinkExpired } from "#domain/report/share-link";

/** What the author's views need to know of a report's shared link. */
export type TShareLink = { id: string; revokedAt: string | null; shareExpiresAt: string };

export type TShareLinkState = "active" | "expired" | "withdrawn";

/** Withdrawn is for good; otherwise the link works until its expiry (which the author can extend). */
export function shareLinkState(link: Omit<TShareLink, "id">, now: Date): TShareLinkState {
  if (link.revokedAt) return "withdrawn";
  return isLinkExpired(new Date(link.shareExpiresAt), now) ? "expired" : "active";
}

export const SHARE_LINK_TONE: Record<TShareLinkState, Tone> = {
  active: "green",
  expired: "yellow",
  withdrawn: "neutral",
};

/** 'Enlace activo hasta el dd-mm-aaaa', 'Enlace expirado el dd-mm-aaaa' or 'Enlace retirado'. */
export function shareLinkText(state: TShareLinkState, shareExpiresAt: string): string {
  if (state === "withdrawn") return "Enlace retirado";
  const date = formatDate(shareExpiresAt);
  return state === "active" ? `Enlace activo hasta el ${date}` : `Enlace expirado el ${date}`;
}

/** A withdrawn link stays withdrawn; an active or expired one gets 30 more days. */
export const canExtend = (state: TShareLinkState): boolean => state !== "withdrawn";

/** The toast after 'Extender 30 días'. */
export const extendedMessage = (shareExpiresAt: string): string =>
  `Enlace extendido hasta el ${formatDate(shareExpiresAt)}`;

/** What the shared page says of its own link (it only shows while the link works). */
export const validUntilText = (shareExpiresAt: string): string =>
  `Enlace válido hasta el ${formatDate(shareExpiresAt)}`;
