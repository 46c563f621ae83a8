import { RIGHTS } from "#domain/privacy/rights";

/** The six rights of Ley 21.719, each with what it lets a person ask for. */
export function RightsList() {
  return (
    <ul>
      {RIGHTS.map((right) => (
        <li key={right.value}>
          <strong className="font-semibold text-slate-900">{right.label}:</strong> {right.description}
        </li>
      ))}
    </ul>
  );
}
