import { useId } from "react";

type TRadioOption<T extends string> = {
  value: T;
  label: string;
  /** Said under the label; read as the radio's description, not as part of its name. */
  description?: string;
};

/** Native radios, each inside its label: arrow keys move between them and the whole label is the target. */
export function RadioOptions<T extends string>({
  name,
  options,
  value,
  onChange,
  optionClassName,
  inputClassName,
}: {
  name: string;
  options: readonly TRadioOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** The label's look; `has-checked:` and `has-focus-visible:` style the chosen and focused option. */
  optionClassName: string;
  inputClassName: string;
}) {
  const id = useId();
  return options.map((option) => {
    const labelId = `${id}-${option.value}-label`;
    const descriptionId = `${id}-${option.value}-description`;
    return (
      <label key={option.value} className={optionClassName}>
        <input
          type="radio"
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          aria-labelledby={option.description ? labelId : undefined}
          aria-describedby={option.description ? descriptionId : undefined}
          className={inputClassName}
        />
        {option.description ? (
          <span>
            <span id={labelId} className="block font-medium">
              {option.label}
            </span>
            <span id={descriptionId} className="block text-sm text-slate-600">
              {option.description}
            </span>
          </span>
        ) : (
          option.label
        )}
      </label>
    );
  });
}
