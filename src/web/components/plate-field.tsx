import type { RefObject } from "react";
import { PLATE_PARAM, PLATE_PLACEHOLDER, plateInputValue } from "#domain/plate";
import { Field } from "./ui/field";
import { Input } from "./ui/input";

type TPlateFieldProps = {
  plate: string;
  onPlateChange: (plate: string) => void;
  error: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
};

/**
 * The plate box of the check screen and of the home page's hero: one behaviour wherever a plate is typed.
 * Named `patente`, so a plain GET form (no JavaScript) sends it as the check screen reads it.
 */
export function PlateField({ plate, onPlateChange, error, inputRef }: TPlateFieldProps) {
  return (
    <Field label="Patente" error={error} hint="Formato ABCD12 o AB1234">
      {(control) => (
        <Input
          {...control}
          ref={inputRef}
          name={PLATE_PARAM}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={PLATE_PLACEHOLDER}
          value={plate}
          // No maxLength: it would cut a pasted 'AB-CD-12' before the dash is stripped; plateInputValue
          // keeps the 6 characters.
          onChange={(e) => onPlateChange(plateInputValue(e.target.value))}
          className="text-lg font-semibold tracking-widest uppercase"
        />
      )}
    </Field>
  );
}
