import { type FormEvent, useState } from "react";
import type { TMyOrganisation } from "#domain/contract/organisations";
import { EMAIL_MAX_LENGTH } from "#domain/forms/fields";
import { fieldErrors } from "#domain/forms/issues";
import {
  ADDRESS_MAX_LENGTH,
  BUSINESS_ACTIVITY_MAX_LENGTH,
  COMUNA_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  type TOrganisationFormInput,
  ZOrganisationForm,
} from "#domain/organisation/organisation-form";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessageOf } from "#web/lib/api";
import { NOT_SAVED_MESSAGE, useSaveOrganisation } from "../api/save-organisation";
import { RutInput } from "./rut-input";

type TValues = Required<{ [K in keyof TOrganisationFormInput]: string }>;
type TTextField = Exclude<keyof TValues, "rut">;

const BLANK: TValues = {
  legalName: "",
  rut: "",
  businessActivity: "",
  address: "",
  comuna: "",
  billingEmail: "",
  displayName: "",
};

const valuesOf = (organisation: TMyOrganisation): TValues => ({
  legalName: organisation.legalName,
  rut: organisation.rut,
  businessActivity: organisation.businessActivity,
  address: organisation.address,
  comuna: organisation.comuna,
  billingEmail: organisation.billingEmail,
  displayName: organisation.displayName,
});

type TFieldSpec = {
  field: TTextField;
  label: string;
  max: number;
  autoComplete: string;
  type?: "email";
  hint?: string;
};

// The factura's data first (as the SII has them), then the name buyers read.
const BEFORE_RUT: TFieldSpec[] = [
  { field: "legalName", label: "Razón social", max: LEGAL_NAME_MAX_LENGTH, autoComplete: "organization" },
];
const AFTER_RUT: TFieldSpec[] = [
  {
    field: "businessActivity",
    label: "Giro",
    max: BUSINESS_ACTIVITY_MAX_LENGTH,
    autoComplete: "off",
    hint: "Como aparece en el SII, por ejemplo «Compraventa de vehículos motorizados»",
  },
  { field: "address", label: "Dirección", max: ADDRESS_MAX_LENGTH, autoComplete: "street-address" },
  { field: "comuna", label: "Comuna", max: COMUNA_MAX_LENGTH, autoComplete: "address-level2" },
  {
    field: "billingEmail",
    label: "Correo de facturación",
    max: EMAIL_MAX_LENGTH,
    autoComplete: "email",
    type: "email",
    hint: "Donde tu contador recibe las facturas",
  },
  {
    field: "displayName",
    label: "Nombre para compradores",
    max: DISPLAY_NAME_MAX_LENGTH,
    autoComplete: "off",
    hint: "Tus compradores lo leen como «Compartido por …» en los informes que compartas",
  },
];

type TOrganisationFormProps = {
  /** The automotora being edited; none to create one. */
  organisation?: TMyOrganisation;
  onSaved?: (organisation: TMyOrganisation) => void;
  onCancel?: () => void;
};

/** The automotora's data: created by its future administrador, edited by an administrador. */
export function OrganisationForm({ organisation, onSaved, onCancel }: TOrganisationFormProps) {
  const isNew = !organisation;
  const save = useSaveOrganisation();
  const [values, setValues] = useState<TValues>(() => (organisation ? valuesOf(organisation) : BLANK));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rutTyped, setRutTyped] = useState(false);

  const set = (field: keyof TValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The field's error was about what it held: a new value gets judged again on sending.
    setErrors(({ [field]: _gone, ...rest }) => rest);
    save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZOrganisationForm.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // The first field wrong takes the focus, so its message is read out with it; scrolled to the middle,
      // as the sticky top bar would hide it at the top.
      const first = Object.keys(BLANK).find((field) => field in found);
      const input = first && event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`);
      if (input) {
        input.focus({ preventScroll: true });
        input.scrollIntoView({ block: "center" });
      }
      return;
    }
    setErrors({});
    save.mutate({ form: parsed.data, isNew }, { onSuccess: (saved) => onSaved?.(saved) });
  };

  const textField = ({ field, label, max, autoComplete, type, hint }: TFieldSpec) => (
    <Field key={field} label={label} error={errors[field]} {...(hint ? { hint } : {})}>
      {(control) => (
        <Input
          {...control}
          name={field}
          type={type ?? "text"}
          autoComplete={autoComplete}
          maxLength={max}
          required
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {BEFORE_RUT.map(textField)}
      <RutInput
        name="rut"
        value={values.rut}
        onChange={(rut) => {
          setRutTyped(true);
          set("rut", rut);
        }}
        error={errors.rut}
        live={rutTyped}
      />
      {AFTER_RUT.map(textField)}
      {save.isError && <Alert>{errorMessageOf(save.error, NOT_SAVED_MESSAGE)}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {isNew ? "Crear automotora" : "Guardar datos"}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={save.isPending} onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
