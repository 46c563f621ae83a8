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
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** The label's look; `has-checked:` and `has-focus-visible:` style the chosen and focused option. */
  optionClassName: string;
  inputClassName: string;
}) {
  return options.map((option) => (
    <label key={option.value} className={optionClassName}>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        className={inputClassName}
      />
      {option.label}
    </label>
  ));
}
