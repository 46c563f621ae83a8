import { useRef, useState } from "react";
import type { TMyOrganisation } from "#domain/contract/organisations";
import { Button } from "#web/components/ui/button";
import { DetailList } from "#web/components/ui/detail-list";
import { Panel } from "#web/components/ui/panel";
import { OrganisationForm } from "./organisation-form";

/** The automotora's factura data and the name buyers see; an administrador edits them in place. */
export function OrganisationDetails({
  organisation,
  canEdit,
}: {
  organisation: TMyOrganisation;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);

  const stopEditing = (wasSaved: boolean) => {
    setEditing(false);
    setSaved(wasSaved);
    // The form is gone: the button that opened it takes the focus back once it is drawn again.
    requestAnimationFrame(() => editRef.current?.focus());
  };

  const details = [
    { term: "Razón social", value: organisation.legalName },
    { term: "RUT empresa", value: organisation.rut },
    { term: "Giro", value: organisation.businessActivity },
    { term: "Dirección", value: `${organisation.address}, ${organisation.comuna}` },
    { term: "Correo de facturación", value: organisation.billingEmail },
    { term: "Nombre para compradores", value: organisation.displayName },
  ];

  return (
    <Panel
      title="Datos de la automotora"
      action={
        canEdit &&
        !editing && (
          <Button
            ref={editRef}
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Editar datos
          </Button>
        )
      }
    >
      {editing ? (
        <div className="mt-4">
          <p className="mb-4 text-slate-700">
            Las compras ya hechas mantienen los datos de facturación que tenían al pagarse.
          </p>
          <OrganisationForm
            organisation={organisation}
            onSaved={() => stopEditing(true)}
            onCancel={() => stopEditing(false)}
          />
        </div>
      ) : (
        <>
          <DetailList items={details} className="mt-4 sm:grid-cols-2" />
          <p className="mt-4 text-sm text-slate-600">
            Las facturas de los packs flota se emiten con estos datos. Tus compradores solo ven el nombre para
            compradores.
          </p>
        </>
      )}
      <p role="status" className="mt-2 font-medium text-emerald-800">
        {saved ? "Datos guardados." : ""}
      </p>
    </Panel>
  );
}
