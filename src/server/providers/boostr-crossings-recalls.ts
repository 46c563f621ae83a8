import type { CrossingsWithoutTag, Recalls, TollCharge } from "#domain/report/model";
import type { BoostrData } from "./boostr-answers";
import { toIsoDate } from "./lenient";

// Answers of Boostr's crossings-without-tag (by plate) and recalls (by VIN) endpoints, as its published
// examples shape them (tests/fixtures/boostr/README.md, 'More endpoints'); their schemas: boostr-answers.ts.

const UNNAMED_COMPANY = "Concesionaria no informada";

/** 'Pagar hasta el 16-01-2025' -> '2025-01-16': the date the free text carries. */
const payByOf = (alert: string | null): string | null =>
  toIsoDate(/\b\d{2}-\d{2}-\d{4}\b/.exec(alert ?? "")?.[0]);

/** One charge per company and day; a day without its detail is one charge of the whole day's amount. */
export function toCrossings(answer: BoostrData<"crossings">): CrossingsWithoutTag {
  const charges = answer.dates.flatMap((day): TollCharge[] => {
    const payBy = payByOf(day.alert);
    const details = day.details?.length ? day.details : [{ amount: day.amount, company: null }];
    return details
      .filter((d) => d.amount > 0)
      .map((d) => ({ date: day.date, company: d.company ?? UNNAMED_COMPANY, amount: d.amount, payBy }));
  });
  return { charges };
}

/** The VIN of each item is the car's own: not kept, as the report holds it once (and masks it when shared). */
export const toRecalls = (items: BoostrData<"recalls">): Recalls => ({
  recalls: items.map((r) => ({
    title: r.title ?? r.resume?.split("\n")[0] ?? "Llamado a revisión",
    date: r.date,
    risk: r.risk,
    url: r.url,
  })),
});
