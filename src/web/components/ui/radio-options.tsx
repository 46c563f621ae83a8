import { useId } from "react";

type TRadioOption<T extends string> = {
  value: T;
  label: string;
  /** Said under the label; read as the radio's description, not as part of its name. */
  description?: string;
};

/**
 * How the options look: `card`, a framed block each, for options with a description or a long label;
 * `pill`, framed words in a row; `segment`, a segmented control, the radio itself hidden.
 * `has-checked:` and `has-focus-visible:` style the chosen and the focused option.
 */
const LOOKS = {
  card: {
    option:
      "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-400 px-4 py-3 text-slate-900 has-checked:border-brand has-checked:bg-brand-light has-focus-visible:outline-3 has-focus-visible:outline-brand",
    input: "mt-1 size-4 shrink-0 accent-brand focus-visible:outline-none",
  },
  pill: {
    option:
      "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 text-slate-900 has-checked:border-brand has-checked:bg-brand-light has-focus-visible:outline-3 has-focus-visible:outline-brand",
    input: "size-4 accent-brand focus-visible:outline-none",
  },
  segment: {
    option:
      "cursor-pointer rounded-md px-3 py-2 text-center font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 has-checked:bg-brand has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand",
    input: "sr-only",
  },
} as const;

/** Native radios, each inside its label: arrow keys move between them and the whole label is the target. */
export function RadioOptions<T extends string>({
  name,
  options,
  value,
  onChange,
  look,
}: {
  name: string;
  options: readonly TRadioOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  look: keyof typeof LOOKS;
}) {
  const id = useId();
  return options.map((option) => {
    const labelId = `${id}-${option.value}-label`;
    const descriptionId = `${id}-${option.value}-description`;
    return (
      <label key={option.value} className={LOOKS[look].option}>
        <input
          type="radio"
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          aria-labelledby={option.description ? labelId : undefined}
          aria-describedby={option.description ? descriptionId : undefined}
          className={LOOKS[look].input}
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
        ) : look === "card" ? (
          // A card's label reads as a described one's does, with or without its description.
          <span className="font-medium">{option.label}</span>
        ) : (
          option.label
        )}
      </label>
    );
  });
}
