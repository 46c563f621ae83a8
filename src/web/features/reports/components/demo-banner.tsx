/** Demo data must never pass for a real vehicle's record, on screen or on paper. */
export function DemoBanner() {
  return (
    <p role="note" className="rounded-lg border-2 border-amber-400 bg-amber-50 px-4 py-3 text-amber-900">
      <strong className="font-bold">Datos de demostración</strong>: este informe usa datos ficticios de
      prueba, no antecedentes reales de un vehículo.
    </p>
  );
}
