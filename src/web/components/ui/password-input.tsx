import { type ComponentProps, useState } from "react";
import { inputClass } from "./input";

/** Password input with a show/hide toggle, for screens where the user types a new password. */
export function PasswordInput({ className = "", ...props }: Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input type={visible ? "text" : "password"} className={`${inputClass} pr-24 ${className}`} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
        className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand hover:bg-brand-light"
      >
        {visible ? "Ocultar" : "Mostrar"}
      </button>
    </div>
  );
}
