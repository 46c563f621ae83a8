import { RETENTION_PERIODS } from "#domain/privacy/retention";

/** How long each kind of data is kept: the same numbers the housekeeping job erases by. */
export function RetentionTable() {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Plazos de conservación de los datos personales</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Dato
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Plazo de conservación
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {RETENTION_PERIODS.map(({ data, period }) => (
            <tr key={data}>
              <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                {data}
              </th>
              <td className="px-4 py-3 align-top">{period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
