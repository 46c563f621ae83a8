import type { PaymentBadge } from "#domain/payments";
import type { Tone } from "#domain/report/model";
import { ToneBadge } from "#web/components/ui/tone-badge";

// The report badges already pair each colour with AA-contrast text; the payments' grey is their neutral.
const tones: Record<PaymentBadge["tone"], Tone> = {
  green: "green",
  yellow: "yellow",
  red: "red",
  grey: "neutral",
};

export function PaymentStatusBadge({ badge }: { badge: PaymentBadge }) {
  return <ToneBadge tone={tones[badge.tone]}>{badge.label}</ToneBadge>;
}
