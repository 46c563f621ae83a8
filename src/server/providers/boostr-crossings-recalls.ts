import { z } from "zod";
import type { CrossingsWithoutTag, Recalls, TollCharge } from "#domain/report/model";
import { isoDate, num, text, toIsoDate } from "./lenient";

// Answers of Boostr's crossings-without-tag (by plate) and recalls (by VIN) endpoints, as its published
// examples shape them (tests/fixtures/boostr/README.md, 'More endpoints').

/** No example shows an empty answer: a blank `data` reads as "nothing on record", like an empty list. */
const blankAs =
  <T>(empty: T) =>
  (value: unknown) =>
    value === "" || value === null ? empty : value;

const UNNAMED_COMPANY = "Concesionaria no informada";

const ZCrossings = z.preprocess(
  blankAs({}),
  z.looseObject({
    dates: z
      .array(
        z.looseObject({
          date: isoDate,
          // An amount we cannot read would understate the debt: refuse the answer instead, as for TAG.
          amount: num.pipe(z.number()),
          alert: text,
          details: z.array(z.looseObject({ amount: num.pipe(z.number()), company: text })).nullish(),
        }),
      )
      .nullish(),
  }),
);

/** 'Pagar hasta el 16-01-2025' -> '2025-01-16': the date the free text carries. */
const payByOf = (alert: string | null): string | null =>
  toIsoDate(/\b\d{2}-\d{2}-\d{4}\b/.exec(alert ?? "")?.[0]);

/** One charge per company and day; a day without its detail is one charge of the whole day's amount. */
function toCrossings(answer: z.output<typeof ZCrossings>): CrossingsWithoutTag {
  const charges = (answer.dates ?? []).flatMap((day): TollCharge[] => {
    const payBy = payByOf(day.alert);
    const details = day.details?.length ? day.details : [{ amount: day.amount, company: null }];
    return details
      .filter((d) => d.amount > 0)
      .map((d) => ({ date: day.date, company: d.company ?? UNNAMED_COMPANY, amount: d.amount, payBy }));
  });
  return { charges };
}

const ZRecalls = z.preprocess(
  blankAs([]),
  z.array(z.looseObject({ url: text, date: isoDate, title: text, resume: text, risk: text })),
);

/** The VIN of each item is the car's own: not kept, as the report holds it once (and masks it when shared). */
const toRecalls = (items: z.output<typeof ZRecalls>): Recalls => ({
  recalls: items.map((r) => ({
    title: r.title ?? r.resume?.split("\n")[0] ?? "Llamado a revisión",
    date: r.date,
    risk: r.risk,
    url: r.url,
  })),
});

export const crossingsAnswer = { schema: ZCrossings, map: toCrossings };
export const recallsAnswer = { schema: ZRecalls, map: toRecalls };
