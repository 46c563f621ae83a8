import { formatPricePerReport, type Pack, visibleOriginalPrice } from "#domain/catalogue";
import { formatClp } from "#domain/format";

/**
 * The price in CLP, with the original struck through only where it really is higher (spec section 9), and
 * what each report comes to, so packs of different sizes can be compared (decision 065).
 */
export function PackPrice({ pack }: { pack: Pack }) {
  const original = visibleOriginalPrice(pack);
  return (
    <div>
      {original !== null && (
        <p className="text-slate-600">
          <span className="sr-only">Precio normal: </span>
          <s>{formatClp(original)} CLP</s>
        </p>
      )}
      <p className="text-slate-900">
        <span className="sr-only">{original !== null ? "Precio con descuento: " : "Precio: "}</span>
        <span className="text-3xl font-bold">{formatClp(pack.price)}</span>{" "}
        <span className="font-semibold text-slate-700">CLP</span>
      </p>
      <p className="font-semibold text-slate-700">{formatPricePerReport(pack)}</p>
    </div>
  );
}
