import { useEffect, useRef, useState } from "react";
import { SHARE_LINK_DAYS } from "#domain/privacy/retention";
import { Alert } from "#web/components/ui/alert";
import { Button, type TButtonVariant } from "#web/components/ui/button";
import { ConfirmAction } from "#web/components/ui/confirm-action";
import { useToast } from "#web/components/ui/toast";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { errorMessageOf } from "#web/lib/api";
import { useExtendShareLink } from "../api/extend-share-link";
import { useRevokeReport } from "../api/revoke-report";
import {
  canExtend,
  extendedMessage,
  SHARE_LINK_TONE,
  shareLinkState,
  shareLinkText,
  type TShareLink,
} from "../share-link-state";

type TShareLinkControlsProps = {
  link: TShareLink;
  /** For a view that keeps its own copy of the report (the dialog); the list is updated in any case. */
  onChange?: (change: Partial<TShareLink>) => void;
  actionVariant: TButtonVariant;
};

/**
 * The author's shared link: its state ('Enlace activo hasta el …', 'Enlace expirado el …', 'Enlace
 * retirado'), 'Extender 30 días' and 'Retirar enlace' while it is not withdrawn.
 */
export function ShareLinkControls({ link, onChange, actionVariant }: TShareLinkControlsProps) {
  const toast = useToast();
  // Both live here, not in the buttons: the buttons go once the link is withdrawn, this stays.
  const extend = useExtendShareLink();
  const revoke = useRevokeReport();
  const state = shareLinkState(link, new Date());
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [revokedHere, setRevokedHere] = useState(false);

  // The buttons that held the focus go away with the link: it moves to the line that says so.
  useEffect(() => {
    if (revokedHere && state === "withdrawn") statusRef.current?.focus();
  }, [revokedHere, state]);

  const extendLink = () =>
    extend.mutate(link.id, {
      onSuccess: (shareExpiresAt) => {
        onChange?.({ shareExpiresAt });
        toast(extendedMessage(shareExpiresAt));
      },
    });
  const revokeLink = () =>
    revoke.mutate(link.id, {
      onSuccess: () => {
        onChange?.({ revokedAt: new Date().toISOString() });
        setRevokedHere(true);
      },
    });

  return (
    // A container query: stacked in a narrow card, side by side in the dialog's header.
    <div className="@container space-y-3">
      <p ref={statusRef} tabIndex={-1} className="focus:outline-none">
        <ToneBadge tone={SHARE_LINK_TONE[state]}>{shareLinkText(state, link.shareExpiresAt)}</ToneBadge>
      </p>
      {canExtend(state) && (
        <div data-print="hide" className="flex flex-col gap-3 @md:flex-row @md:flex-wrap @md:items-start">
          <Button variant={actionVariant} disabled={extend.isPending} onClick={extendLink}>
            {extend.isPending ? "Extendiendo..." : `Extender ${SHARE_LINK_DAYS} días`}
          </Button>
          <ConfirmAction
            action="Retirar enlace"
            actionVariant={actionVariant}
            question="¿Retirar el enlace? Quien lo tenga ya no podrá ver el informe."
            confirm="Sí, retirar enlace"
            pending="Retirando..."
            isPending={revoke.isPending}
            onConfirm={revokeLink}
            onCancel={() => revoke.reset()}
          />
        </div>
      )}
      {extend.isError && <Alert>{errorMessageOf(extend.error, "No se pudo extender el enlace")}</Alert>}
      {revoke.isError && <Alert>{errorMessageOf(revoke.error, "No se pudo retirar el enlace")}</Alert>}
    </div>
  );
}
